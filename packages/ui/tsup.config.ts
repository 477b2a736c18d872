import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { cleanCss } from '../../scripts/build/cleanCss';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Our workspace packages stay external so class and variable names are built in one place only.
  external: ['react', 'react-dom', /^@aisle\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => cleanCss('dist/index.css'),
});
