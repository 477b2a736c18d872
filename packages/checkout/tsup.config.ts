import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { markClientOutputs } from '@aisle/build';
import { defineConfig } from 'tsup';

// The screens' styles are vanilla-extract, built into one CSS file; `./testing` is an entry of its
// own so fixtures and MSW handlers never reach a shopper's bundle.
export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  metafile: true,
  external: ['react', 'react-dom', 'swr', 'msw', /^msw\//, /^@aisle\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    markClientOutputs('.');
  },
});
