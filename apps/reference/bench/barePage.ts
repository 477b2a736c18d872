import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressed } from '../vite/precompressed';

const bareDir = fileURLToPath(new URL('bare', import.meta.url));

/**
 * Builds the bare React page with the storefront's React plugin and its brotli and gzip copies
 * (not its manifests, which describe the storefront's own pages and themes), so the reference API
 * serves both the same way. Returns the folder.
 */
export async function buildBarePage(): Promise<string> {
  const outDir = path.join(bareDir, 'dist');
  await build({
    configFile: false,
    root: bareDir,
    plugins: [react(), precompressed()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
