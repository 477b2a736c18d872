import { defineConfig } from 'tsup';

// The production server: one ESM file for Node, so `npm start` runs no TypeScript compiler. The
// workspace's own packages export TypeScript source and are bundled; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@aisle\//],
});
