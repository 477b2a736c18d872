// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

// Product teams render on the server: importing the whole entry must never touch `window`, and
// every component the entry exports must be rendered by some `*.ssr.test.tsx` (with no DOM).
describe('given a server without a DOM', () => {
  it('imports the whole entry', () => {
    expect(typeof window).toBe('undefined');
    expect(Object.keys(ui).length).toBeGreaterThan(0);
  });

  it('renders every exported component in a server-rendering test', () => {
    const src = import.meta.dirname;
    const ssrTests = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ssr.test.tsx'))
      .map((file) => readFileSync(join(src, file), 'utf8'))
      .join('\n');
    const exports = ui as unknown as Record<string, unknown>;
    // What the tests render, as values: `<Modal.Close>` counts for its long name `ModalClose` too.
    const rendered = new Set(
      [...ssrTests.matchAll(/<([A-Z]\w*)(?:\.(\w+))?/g)].map(([, name = '', part]) => {
        const value = exports[name];
        return part ? (value as Record<string, unknown> | undefined)?.[part] : value;
      }),
    );
    const components = Object.keys(exports).filter((name) => /^[A-Z]/.test(name) && name !== 'MessagesProvider');
    const isRendered = (value: unknown) =>
      rendered.has(value) ||
      (typeof value === 'object' && value !== null && Object.values(value).some((part) => rendered.has(part)));
    expect(components.filter((name) => !isRendered(exports[name]))).toEqual([]);
  });
});
