import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The React-free entries (@aisle/core/address, /format, /banners) run on servers and in scripts:
// they may import only each other and @aisle/tokens, and never reach for a browser global.
const entries: Record<string, (specifier: string) => boolean> = {
  address: (specifier) => specifier.startsWith('./') || specifier.startsWith('../format/'),
  format: (specifier) => specifier.startsWith('./'),
  banners: (specifier) => specifier.startsWith('./') || specifier === '@aisle/tokens',
};
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const sourcesOf = (folder: string) =>
  readdirSync(path.join(import.meta.dirname, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));

// Any access to a browser global throws, so a test that passes proves the code never reached for one.
const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'];
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

  it('after loading and using the address entry, nothing threw', async () => {
    for (const name of browserGlobals) vi.stubGlobal(name, trap);
    expect(() => document.title).toThrow('touched a browser global');
    vi.resetModules();
    const address = await import('./address');
    const ui = address.fromFormValues({
      addressLine1: '1 Main St',
      addressLine2: 'Apt 4',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'm5h2n2',
      isHome: true,
    });
    const record = { id: 'a-1', type: 'home' as const, address: address.toServiceAddress(ui) };
    expect(address.toUiAddress(record).postalCode).toBe('M5H 2N2');
    expect(address.fromServiceRecord(record).line1).toBe('1 Main St');
    expect(address.toProfilePayload(ui, { now: new Date(0) }).preferredAddress).toBe(true);
    expect(address.toValidationRequest(ui).address.addressLines).toEqual(['Apt 4', '1 Main St']);
    expect(address.toCardBillingAddress(ui).countryCode).toBe('CA');
    expect(address.isSameAddress(ui, record)).toBe(true);
    expect(address.sortAddresses([ui], 'recently-modified')).toEqual([ui]);
    expect(address.formatZip('123456789')).toBe('12345-6789');
    expect(address.regionOptions()).toHaveLength(61);
  });

  it('after loading and using the format entry, nothing threw', async () => {
    for (const name of browserGlobals) vi.stubGlobal(name, trap);
    vi.resetModules();
    const format = await import('./format');
    expect(format.formatMoney(1234.5)).toBe('$1,234.50');
    expect(format.parseBalance('USD 25.00')).toBe(25);
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

  it('after loading and using the banners entry, nothing threw', async () => {
    for (const name of browserGlobals) vi.stubGlobal(name, trap);
    vi.resetModules();
    const banners = await import('./banners');
    expect(banners.resolveBanner({ host: 'www.ralphs.com' })).toBe('ralphs');
    expect(banners.enabledModalities('copps')).toEqual(['IN_STORE']);
  });
});
