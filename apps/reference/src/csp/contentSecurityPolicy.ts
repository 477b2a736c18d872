import { setNonce } from 'get-nonce';
import { config } from 'zod';

/**
 * Fits the storefront's libraries to the page's Content-Security-Policy, before any of them runs:
 * - get-nonce gets the page's nonce (`<meta property="csp-nonce">`, put there by the reference API),
 *   which the dialogs' scroll lock gives its `<style>` element; the browser hides the attribute,
 *   the property keeps it;
 * - zod validates without compiling code: its probe for `new Function` is itself a violation.
 */
export function followContentSecurityPolicy(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
  config({ jitless: true });
}
