/** Headers of every storefront answer, page or file. */
const everyAnswer = {
  'X-Content-Type-Options': 'nosniff',
  // Older browsers' frame-ancestors: no other site may frame the storefront (clickjacking).
  'X-Frame-Options': 'SAMEORIGIN',
  // The secure fields get their parent from ?parentOrigin=, so no other origin needs a referrer.
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface PagePolicyOptions {
  /** This page's nonce: for the `<style>` elements a dialog's scroll lock adds at run time. */
  nonce: string;
  /** The secure card fields' origin, the only frames the page may hold. */
  secureFieldsOrigin: string | undefined;
  /** The `style` attributes of the server's render, by hash (renderedPage.ts); no other is allowed. */
  styleAttributeHashes?: readonly string[];
}

/**
 * The page's Content-Security-Policy: scripts and stylesheets of this origin, inline `<script>`
 * and `<style>` only with the nonce (a rendered page's one script; the inlined stylesheets), the
 * render's own `style` attributes only by hash, calls to this origin, frames from the secure
 * fields' origin, framed by this origin alone.
 */
export function pageSecurityHeaders({
  nonce,
  secureFieldsOrigin,
  styleAttributeHashes = [],
}: PagePolicyOptions): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ...(styleAttributeHashes.length > 0 ? [`style-src-attr 'unsafe-hashes' ${styleAttributeHashes.join(' ')}`] : []),
    // Product pictures are generated SVG data URLs.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${secureFieldsOrigin ?? "'none'"}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return { ...everyAnswer, 'Content-Security-Policy': policy };
}

/** A built file (script, stylesheet, font) is no page: should one be opened as a document, it may do nothing. */
export const fileSecurityHeaders: Record<string, string> = {
  ...everyAnswer,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};
