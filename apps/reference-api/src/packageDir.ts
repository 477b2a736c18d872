import { fileURLToPath } from 'node:url';

/**
 * The package's folder. This module sits one level under it, as does the bundle (`dist/main.js`)
 * it is built into, so the same path serves `tsx src/main.ts` and `node dist/main.js`.
 */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));
