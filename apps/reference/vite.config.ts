import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { bannerThemeManifest } from './vite/bannerThemeManifest';
import { pageTable } from './src/pageTable';
import { pagePreloads } from './vite/pagePreloads';
import { precompressed } from './vite/precompressed';

// `pnpm dev` proxies the service paths to a reference API started on :3000
// (`pnpm --filter reference-api dev`, whose `--dev` lets this server's pages embed the secure card
// fields); `pnpm start` serves the built files from the API itself.
const api = 'http://127.0.0.1:3000';
// '/checkout/api' is checkout's card calls (wallet spec §7), beside the checkout pages under '/checkout'.
const servicePrefixes = ['/atlas', '/accountmanagement', '/auth', '/payment', '/checkout/api', '/health', '/__test'];

// The modules the routes load (src/pageTable.ts), each the chunk of its own page.
const pageModules = new Set(pageTable.map(({ module }) => fileURLToPath(new URL(`./src/${module}`, import.meta.url))));

/** The renderer the reference API loads (`dist/server/`, never served): one file, nothing to split. */
const serverBuild = {
  outDir: 'dist/server',
  sourcemap: false,
  rolldownOptions: { output: { codeSplitting: false } },
} satisfies BuildEnvironmentOptions;

const browserBuild = {
  outDir: 'dist',
  // No source maps in the served build: they would publish the sources of every package.
  sourcemap: false,
  // Every browser the storefront supports preloads modules itself.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // The first download is one file, everything main.tsx imports. What pages share goes into
      // chunks by the exact set of pages that use it, never merged: merging small sets (issue 14's
      // 30 kB threshold, for fewer round trips) moved code into pages that did not use it, and each
      // new page reshuffled the merges (the scheduling pages took /membership from 98 to 159 kB).
      // Exact sets keep every page at what it uses and unmoved by others; the files come in
      // parallel, preloaded by the server for the opening page and by Vite's lists on navigation.
      // A shared chunk is named by every page that uses it ('shared~CartPage~…~ProfilePage'), and
      // the first download lists the files of each page it may load, as every chunk lists those it
      // imports: the names alone cost the first download 0.8 kB gzip and each page 1 to 4 kB.
      // Shared chunks and their styles are named by their hash; pages keep their names.
      chunkFileNames: (chunk: { name: string }) =>
        chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      assetFileNames: (asset: { names: readonly string[] }) =>
        asset.names.some((name) => name.startsWith('shared~'))
          ? 'assets/shared-[hash][extname]'
          : 'assets/[name]-[hash][extname]',
      codeSplitting: {
        groups: [
          { name: 'app', tags: ['$initial'], priority: 3 },
          // The toast region, mounted after the first paint, in one file of its own: in the
          // page-sharing groups it would fetch pieces of half the pages with it.
          { name: 'toasts', test: /[\\/]ui[\\/]src[\\/]Toast[\\/]/, priority: 2 },
          {
            name: 'shared',
            priority: 1,
            minShareCount: 2,
            entriesAware: true,
            entriesAwareMergeThreshold: 0,
            // A page stays the chunk its route loads, though two paths share it.
            test: (id: string) => !pageModules.has(id),
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild ? [] : [bannerThemeManifest(), pagePreloads(), precompressed()]),
  ],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./vite/useSyncExternalStore.ts', import.meta.url),
      ),
    },
  },
  // The server's render (src/server/renderPage.tsx) bundles the packages too: they import their
  // stylesheets, which Node cannot.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(servicePrefixes.map((prefix) => [prefix, api])),
  },
  build: isSsrBuild ? serverBuild : browserBuild,
}));
