import { describe, expect, it } from 'vitest';
import { parentOrigins } from './parentOrigins';

const served = ['http://127.0.0.1:3000', 'http://localhost:3000'];

describe('the pages that may embed the secure fields', () => {
  it('are the storefront served here and the origins listed, not the dev servers, outside development', () => {
    expect(
      parentOrigins({ host: '127.0.0.1', apiPort: 3000, development: false, extra: [' https://shop.test ', ''] }),
    ).toEqual([...served, 'https://shop.test']);
  });

  it('take in Storybook and the Vite dev server with --dev', () => {
    expect(parentOrigins({ host: '127.0.0.1', apiPort: 3000, development: true, extra: [] })).toEqual([
      ...served,
      'http://127.0.0.1:6006',
      'http://localhost:6006',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ]);
  });
});
