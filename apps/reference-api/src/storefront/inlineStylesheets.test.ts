import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets';
import type { StorefrontFile } from './storefrontFiles';

const file = (text: string): StorefrontFile => ({
  type: 'text/css',
  body: new TextEncoder().encode(text),
  encoded: {},
});
const inline = inlineStylesheets(
  new Map([
    ['/assets/index-a.css', file('.a{color:red}')],
    ['/assets/CartPage-b.css', file('.b{content:"x"}')],
    ['/assets/odd-c.css', file('.c::after{content:"</style>"}')],
    ['/elsewhere.css', file('.d{}')],
  ]),
);
const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe('the linked stylesheets', () => {
  it('are put in the page with the nonce, a link of no stylesheet type left in their place', () => {
    const page = `<head>${link('/assets/index-a.css')}<title>x</title>${link('/assets/CartPage-b.css')}</head>`;
    expect(inline(page, 'n0nce')).toBe(
      '<head><style nonce="n0nce" data-href="/assets/index-a.css">.a{color:red}</style>' +
        '<link rel="stylesheet" type="text/x-inlined" href="/assets/index-a.css"><title>x</title>' +
        '<style nonce="n0nce" data-href="/assets/CartPage-b.css">.b{content:"x"}</style>' +
        '<link rel="stylesheet" type="text/x-inlined" href="/assets/CartPage-b.css"></head>',
    );
  });

  it('stay linked when the build has no such file, it is not an asset, or it could close the element', () => {
    for (const href of ['/assets/gone-x.css', '/elsewhere.css', '/assets/odd-c.css']) {
      expect(inline(link(href), 'n')).toBe(link(href));
    }
  });

  it('leave other links alone', () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/CartPage-b.js">';
    expect(inline(preload, 'n')).toBe(preload);
  });
});
