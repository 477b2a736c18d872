import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { cleanCss, markClientOutputs } from '@aisle/build';
import { defineConfig } from 'tsup';

// The formatters are an entry of their own, so a server component takes them without React, SWR or
// @aisle/ui; `./testing` is one too, so msw never reaches a shopper's bundle; and `./address-form`,
// so react-hook-form, zod and the form's stylesheet reach only the pages that show the form.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'format/index': 'src/format/index.ts',
    'address-form/index': 'src/addressForm/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  metafile: true,
  external: ['react', 'react-dom', 'swr', 'msw', /^msw\//, /^@aisle\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    cleanCss('dist/address-form/index.css');
    markClientOutputs('.');
  },
});
