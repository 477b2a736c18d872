import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The React-free entry (@aisle/core/format) runs in server components and scripts: it may import
// only itself and @aisle/contracts, and never reach for a browser global.
const entries: Record<string, (specifier: string) => boolean> = {
  format: (specifier) => specifier.startsWith('./') || specifier === '@aisle/contracts',
};
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const sourcesOf = (folder: string) =>
  readdirSync(path.join(import.meta.dirname, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));

// Any access to a browser global throws, so a test that passes proves the code never reached for one.
// navigator is left out of the trap: zod (under @aisle/contracts) looks at navigator.userAgent,
// guarded, when it loads. The static check above still keeps our own code from naming it.
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage'];
const trap = new Proxy(
  {},
  {
    get: (_, key) => {
      throw new Error(`touched a browser global (${String(key)})`);
    },
  },
);

describe.each(Object.entries(entries))('given the %s entry', (folder, allowed) => {
  it.each(sourcesOf(folder))('%s names no browser global and imports nothing beyond its layer', (file) => {
    const code = withoutComments(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
    expect(code).not.toMatch(/\b(window|document|navigator|localStorage|sessionStorage)\b/);
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
    expect(imports.filter((specifier) => !allowed(specifier))).toEqual([]);
  });
});

describe('given every browser global trapped', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('after loading and using the format entry, nothing threw', async () => {
    for (const name of browserGlobals) vi.stubGlobal(name, trap);
    vi.resetModules();
    const format = await import('./format');
    expect(format.formatMoney(1234.5)).toBe('$1,234.50');
    expect(format.toServicePhone('(513) 555-0100')).toBe('+15135550100');
    expect(format.formatPhone('5135550100')).toBe('(513) 555-0100');
    expect(format.formatDateUs('2026-11-05')).toBe('11/05/2026');
    expect(format.formatOrderDate('2026-11-22')).toBe('Nov. 22, 2026');
    expect(format.formatMembershipDate(null)).toBe('Unknown');
    expect(format.formatDayLabel('2026-11-22', { now: new Date('2026-11-22T12:00:00Z') })).toBe('Today');
    expect(format.formatTime('2026-11-22T15:05:00Z')).toBe('3:05 PM');
    expect(format.toIsoDate(new Date(0))).toBe('1970-01-01');
    expect(format.parseUsDate('02/30/2024')).toBeNull();
    expect(format.membershipPeriod({ quantity: 12, unit: 'MONTH' })).toBe('one year');
    expect(format.formatDistance(1.256)).toBe('1.26 mi');
  });
});
