import { markClientOutputs } from '@aisle/build';
import { defineConfig } from 'tsup';

// The React-free folders are entries of their own, so a server or script can take the address
// domain or the formatters without React, SWR or @aisle/ui; `./testing` is one too, so msw never
// reaches a shopper's bundle.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'address/index': 'src/address/index.ts',
    'format/index': 'src/format/index.ts',
    'banners/index': 'src/banners/index.ts',
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
