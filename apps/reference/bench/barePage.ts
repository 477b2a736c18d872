import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const bareDir = fileURLToPath(new URL('bare', import.meta.url));

/**
 * Builds the bare React page with the storefront's own Vite config (the same plugins, the same
 * brotli and gzip copies), so the reference API serves both the same way. Returns the folder.
 */
export async function buildBarePage(): Promise<string> {
  const outDir = path.join(bareDir, 'dist');
  await build({
    configFile: path.join(appDir, 'vite.config.ts'),
    root: bareDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
