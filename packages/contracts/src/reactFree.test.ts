import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The contracts run on servers, in scripts and in browsers alike: they import only each other and
// zod, and never reach for a browser global.
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

// navigator is left out of the trap: zod itself looks at navigator.userAgent (guarded) when it loads.
// The static check above still keeps our own code from naming it.
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage'];
const trap = new Proxy(
  {},
  {
    get: (_, key) => {
      throw new Error(`touched a browser global (${String(key)})`);
    },
  },
);

describe('given the contracts sources', () => {
  it.each(sources)('%s names no browser global and imports only zod and its own modules', (file) => {
    const code = withoutComments(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
    // A field of that name (a time slot's `window: …`) is not the global.
    expect(code).not.toMatch(/\b(window|document|navigator|localStorage|sessionStorage)\b(?!\s*:)/);
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
    expect(imports.filter((specifier) => !specifier.startsWith('.') && specifier !== 'zod')).toEqual([]);
  });
});

describe('given the root entry', () => {
  it('imports no zod, so mapping an address ships no schema library', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = withoutComments(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
      for (const [, specifier = ''] of code.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gms)) {
        if (specifier === 'zod') throw new Error(`${file} imports zod at run time`);
        if (specifier.startsWith('.')) visit(path.join(path.dirname(file), `${specifier}.ts`));
      }
    };
    expect(() => visit('index.ts')).not.toThrow();
    expect(reached.size).toBeGreaterThan(10);
  });
});

describe('given every browser global trapped', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('after loading and using every entry, nothing threw', async () => {
    for (const name of browserGlobals) vi.stubGlobal(name, trap);
    expect(() => document.title).toThrow('touched a browser global');
    vi.resetModules();
    const contracts = await import('./index');
    const address = contracts.fromFormValues({
      addressLine1: '1 Main St',
      addressLine2: 'Apt 4',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'm5h2n2',
      isHome: true,
    });
    expect(address.postalCode).toBe('M5H 2N2');
    const record = contracts.toAddressRecord({ ...address, id: 'a-1' });
    const schemas = await import('./schemas');
    expect(schemas.addressRecord.parse(record)).toStrictEqual(record);
    expect(contracts.fromAddressRecord(record)).toStrictEqual({ ...address, id: 'a-1' });
    expect(contracts.isSameAddress(address, contracts.fromAddressRecord(record))).toBe(true);
    expect(contracts.resolveBanner({ host: 'www.ralphs.com' })).toBe('ralphs');
    expect(contracts.enabledModalities('copps')).toEqual(['IN_STORE']);
    expect(contracts.parseBalance('USD 25.00')).toBe(25);
    const wallet = await import('./wallet');
    expect(wallet.walletPaths.card('a b')).toBe('/payment/v2/wallet/a%20b');
    const account = await import('./account');
    expect(account.profilePaths.addresses).toContain('/addresses');
    const scheduling = await import('./scheduling');
    expect(scheduling.modalityType.options).toEqual(['DELIVERY', 'IN_STORE', 'PICKUP', 'SHIP']);
  });
});
