import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per banner theme, so each banner's CSS lands in a file of its own.
const themes = readdirSync('src/themes')
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => `src/themes/${file}`);

export default defineConfig({
  entry: { index: 'src/index.ts', ...Object.fromEntries(themes.map((file) => [file.slice(4, -7), file])) },
  format: ['esm', 'cjs'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  external: ['react'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
