import { markClientOutputs } from '@aisle/build';
import { defineConfig } from 'tsup';

// The formatters are an entry of their own, so a server component takes them without React, SWR or
// @aisle/ui; `./testing` is one too, so msw never reaches a shopper's bundle.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'format/index': 'src/format/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  metafile: true,
  external: ['react', 'react-dom', 'swr', 'msw', /^msw\//, /^@aisle\//],
  onSuccess: async () => {
    markClientOutputs('.');
  },
});
