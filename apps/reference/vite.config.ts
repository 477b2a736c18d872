import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bannerThemeManifest } from './vite/bannerThemeManifest';
import { pagePreloads } from './vite/pagePreloads';
import { precompressed } from './vite/precompressed';

// `pnpm dev` proxies the service paths to a reference API started on :3000
// (`pnpm --filter reference-api start`); `pnpm start` serves the built files from the API itself.
const api = 'http://127.0.0.1:3000';
const servicePrefixes = ['/atlas', '/accountmanagement', '/auth', '/payment', '/health', '/__test'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), bannerThemeManifest(), pagePreloads(), precompressed()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(servicePrefixes.map((prefix) => [prefix, api])),
  },
  // No source maps in the served build: they would publish the sources of every package.
  build: { outDir: 'dist', sourcemap: false },
});
