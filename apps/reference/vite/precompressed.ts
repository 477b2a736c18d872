import { compression } from 'vite-plugin-compression2';

/**
 * Brotli and gzip copies beside each built text file, served by Accept-Encoding; not of the page,
 * which the API rewrites for every answer. Shared with the bench's bare page, so both are served
 * the same way.
 */
export const precompressed = () => compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ });
