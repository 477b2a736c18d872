import { describe, expect, it } from 'vitest';
import { loadPagePreloads } from './pagePreloads';
import type { StorefrontFile } from './storefrontFiles';

const manifest = {
  signInPage: '/signin',
  signedInHintCookie: 'aisle-signed-in',
  pages: [
    { path: '/signin', signedIn: false, js: ['/assets/SignInPage-a.js'], css: [] },
    {
      path: '/cart',
      signedIn: false,
      js: ['/assets/CartPage-b.js', '/assets/Money-c.js'],
      css: ['/assets/CartPage-b.css'],
    },
    { path: '/account/address/:addressId', signedIn: true, js: ['/assets/AddressEditorPage-d.js'], css: [] },
    { path: '/mywallet', signedIn: true, js: ['/assets/WalletRoutePage-e.js'], css: ['/assets/Wallet-e.css'] },
  ],
};
const files = new Map<string, StorefrontFile>([
  [
    '/page-preloads.json',
    { type: 'application/json', body: new TextEncoder().encode(JSON.stringify(manifest)), encoded: {} },
  ],
]);
const preloads = loadPagePreloads(files);

describe('given the pages’ files from the build', () => {
  it('after a request for an open page, links its stylesheets and preloads its scripts', () => {
    expect(preloads.linksFor('/cart', null)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/CartPage-b.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/CartPage-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Money-c.js">',
    );
  });

  it('after a request for a signed-in page with the signed-in hint, preloads that page, its parameters matched', () => {
    expect(preloads.linksFor('/account/address/abc-123', 'aisle-signed-in=1')).toContain('AddressEditorPage-d.js');
    expect(preloads.linksFor('/mywallet/', 'x=1; aisle-signed-in=1')).toContain('WalletRoutePage-e.js');
  });

  it('after a request for a signed-in page without the hint, preloads the sign-in page instead', () => {
    const links = preloads.linksFor('/mywallet', 'not-aisle-signed-in=1');
    expect(links).toContain('SignInPage-a.js');
    expect(links).not.toContain('Wallet');
  });

  it('after a request for a path of no page (home, not found), adds nothing', () => {
    expect(preloads.linksFor('/', null)).toBe('');
    expect(preloads.linksFor('/mywallet/x/y', 'aisle-signed-in=1')).toBe('');
  });

  it('without the manifest, adds nothing', () => {
    expect(loadPagePreloads(new Map()).linksFor('/cart', null)).toBe('');
  });
});
