import { defineConfig } from 'tsup';

// The root (the domain) is an entry without zod; the shared wire schemas and each feature's calls
// are entries of their own, so a client takes only the schemas it uses.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    'account/index': 'src/account/index.ts',
    'wallet/index': 'src/wallet/index.ts',
    'scheduling/index': 'src/scheduling/index.ts',
    'checkout/index': 'src/checkout/index.ts',
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['zod'],
});
