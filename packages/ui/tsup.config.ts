import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { cleanCss, markClientOutputs, markVanillaExtractCallsPure } from '@aisle/build';

// One entry per part (plus the package entry), code-split, so the package entry is a list of
// re-exports and a bundler drops every part a site does not import (`sideEffects` covers CSS only).
const parts = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join('src', entry.name)).includes('index.ts'))
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(parts.map((part) => [`${part}/index`, `src/${part}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  metafile: true,
  // Our workspace packages stay external so class and variable names are built in one place only.
  external: ['react', 'react-dom', /^@aisle\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.css')) cleanCss(join('dist', file));
    }
    markClientOutputs('.');
    for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.js')) markVanillaExtractCallsPure(join('dist', file));
    }
  },
});
