import { setNonce } from 'get-nonce';

declare global {
  // zod's shared settings: zod reads them from here (`zod/v4/core`), so that copies of zod agree.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Fits the storefront's libraries to the page's Content-Security-Policy, before any of them runs:
 * - get-nonce gets the page's nonce (`<meta property="csp-nonce">`, put there by the reference API),
 *   which the dialogs' scroll lock gives its `<style>` element; the browser hides the attribute,
 *   the property keeps it;
 * - zod validates without compiling code: its probe for `new Function` is itself a violation. Set
 *   where zod looks for its settings rather than through `config()`, so the first download carries
 *   no zod: only pages that validate load it (contentSecurityPolicy.test.ts holds zod to this).
 */
export function followContentSecurityPolicy(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
  // Changed in place: a zod already loaded holds this very object.
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}
