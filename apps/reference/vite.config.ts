import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm dev` proxies the service paths to a reference API started on :3000
// (`pnpm --filter reference-api start`); `pnpm start` serves the built files from the API itself.
const api = 'http://127.0.0.1:3000';
const servicePrefixes = ['/atlas', '/accountmanagement', '/auth', '/payment', '/health', '/__test'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(servicePrefixes.map((prefix) => [prefix, api])),
  },
  build: { outDir: 'dist', sourcemap: true },
});
