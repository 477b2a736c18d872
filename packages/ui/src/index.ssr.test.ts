// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

// Product teams render on the server: importing the whole entry must never touch `window`,
// and every part folder must prove its own server rendering.
describe('given a server without a DOM', () => {
  it('imports the whole entry', () => {
    expect(typeof window).toBe('undefined');
    expect(Object.keys(ui).length).toBeGreaterThan(0);
  });

  it('has a server-rendering test in every part folder', () => {
    const src = import.meta.dirname;
    const parts = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
      .map((entry) => entry.name);
    const missing = parts.filter(
      (part) => !readdirSync(join(src, part)).some((file) => file.endsWith('.ssr.test.tsx')),
    );
    expect(missing).toEqual([]);
  });
});
