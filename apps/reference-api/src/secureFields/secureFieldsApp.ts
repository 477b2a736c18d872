import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/Database';
import { errorBody } from '../errors/apiError';
import {
  brandRules,
  checkCvv,
  checkExpiration,
  checkPan,
  frameProblems,
  isPin,
  panDigits,
  type CardBrand,
  type FrameProblem,
} from './cardRules';
import { isFramePage, renderFramePage } from './framePages';
import { pinBindingFor, sealPin } from './pinEntry';
import { fingerprintPan, issueCardToken } from './vault';

export interface SecureFieldsAppOptions {
  db: Queryable;
  now?: () => Date;
  /**
   * The origins allowed to embed the frames (the storefront's own, Storybook's): a page asked for
   * with another `?parentOrigin=` answers 400, and `frame-ancestors` names only these.
   */
  allowedParentOrigins: readonly string[];
}

/** A token request is a few dozen bytes: nobody gets to make this server buffer more. */
export const maxTokenBodyBytes = 4 * 1024;

/** An exact origin (`http://127.0.0.1:3000`), as `URL.origin` would write it. */
export function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const problem = (c: Context, { code, message }: FrameProblem) => c.json(errorBody(String(code), message), 400);

/**
 * The second origin of the reference API (wallet spec §4 "Card input frames"): the hosted card,
 * CVV and PIN pages, and the calls their script makes. The storefront never sees a card number,
 * CVV or PIN: it gets a low-value token (`checkoutId`) or an `encryptedPin` bound to one card.
 *
 * Nothing here logs or stores a request body: a JSON parse error can quote its input, so even
 * unexpected errors are logged by name only.
 */
export function createSecureFieldsApp({ db, now = () => new Date(), allowedParentOrigins }: SecureFieldsAppOptions) {
  const allowed = new Set(allowedParentOrigins.filter(isOrigin));
  const frameAncestors = [...allowed].join(' ') || "'none'";
  const app = new Hono();

  app.onError((error, c) => {
    console.error(`secure fields: ${c.req.method} ${c.req.path} failed (${error.name})`);
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
  });
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}.`), 404));

  app.use('*', async (c, next) => {
    await next();
    // Nothing of this origin may be cached, sniffed or referred onwards.
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // Anything but a frame page (an error, a token answer) is never a document anyone may frame.
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });

  app.get('/frames/:page', (c) => {
    const page = c.req.param('page');
    if (!isFramePage(page)) return c.notFound();
    const parentOrigin = c.req.query('parentOrigin') ?? '';
    if (!allowed.has(parentOrigin)) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      return c.text('parentOrigin must name a page allowed to embed the secure fields.', 400);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${frameAncestors}`,
        // The script writes text with textContent only; this makes any HTML sink throw.
        "require-trusted-types-for 'script'",
        "trusted-types 'none'",
      ].join('; '),
    );
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    return c.html(renderFramePage({ page, parentOrigin, nonce, now: now() }));
  });

  // The calls of the frames' own script: same origin only, so the host page cannot post a card
  // number here itself (this app sends no CORS headers, and a cross-origin Origin is refused).
  // The rest of an oversized body is not read, so the connection closes, and says so.
  const limit = bodyLimit({
    maxSize: maxTokenBodyBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      return problem(c, frameProblems.invalidCardInformation);
    },
  });
  app.use('/tokens', sameOriginOnly, limit);
  app.use('/pin', sameOriginOnly, limit);

  app.post('/tokens', async (c) => {
    const body = await readJson(c);
    if (!body) return problem(c, frameProblems.invalidCardInformation);
    const at = now();
    if (body.kind === 'cvv') {
      const brand = brandRules.find((rule) => rule.brand === body.brand)?.brand;
      const cvvProblem = checkCvv(text(body.cvv), brand);
      if (cvvProblem) return problem(c, cvvProblem);
      const checkoutId = await issueCardToken(db, cvvToken, at);
      return c.json({ checkoutId });
    }
    if (body.kind !== 'card') return problem(c, frameProblems.invalidCardInformation);
    const pan = panDigits(text(body.pan));
    const checked = checkPan(pan);
    if ('problem' in checked) return problem(c, checked.problem);
    const [month, year] = [text(body.month), text(body.year)];
    const expiryProblem = checkExpiration(month, year, at);
    if (expiryProblem) return problem(c, expiryProblem);
    const cvvProblem = checkCvv(text(body.cvv), checked.brand);
    if (cvvProblem) return problem(c, cvvProblem);
    return c.json(await tokeniseCard(db, pan, checked.brand, month, year, at));
  });

  // The PIN is sealed for the card the host named in `submit` (its paymentGram) and that card's
  // shopper, for five minutes and one balance check (pinEntry.ts). No such SNAP EBT card: 800.
  app.post('/pin', async (c) => {
    const body = await readJson(c);
    const pin = text(body?.pin);
    if (!isPin(pin)) return problem(c, frameProblems.invalidPin);
    const binding = await pinBindingFor(db, text(body?.paymentGram));
    if (!binding) return problem(c, frameProblems.invalidCardInformation);
    return c.json({ encryptedPin: sealPin(pin, binding, now()) });
  });

  return app;
}

const cvvToken = {
  kind: 'cvv',
  brand: null,
  firstSix: null,
  lastFour: null,
  expirationMonth: null,
  expirationYear: null,
  panFingerprint: null,
} as const;

/** Keeps what a receipt may show and a keyed fingerprint; the number and the CVV go no further. */
async function tokeniseCard(db: Queryable, pan: string, brand: CardBrand, month: string, year: string, at: Date) {
  const card = {
    kind: 'card',
    brand,
    firstSix: pan.slice(0, 6),
    lastFour: pan.slice(-4),
    expirationMonth: month,
    expirationYear: year,
    panFingerprint: fingerprintPan(pan),
  } as const;
  const checkoutId = await issueCardToken(db, card, at);
  return {
    checkoutId,
    brand,
    cardFirstSix: card.firstSix,
    lastFour: card.lastFour,
    expirationMonth: month,
    expirationYear: year,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function readJson(c: Context): Promise<Record<string, unknown> | undefined> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('application/json')) return undefined;
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const sameOriginOnly = createMiddleware(async (c, next) => {
  if (c.req.header('Origin') !== new URL(c.req.url).origin) {
    return c.json(errorBody('FORBIDDEN_ORIGIN', 'Only the secure fields themselves may call this.'), 403);
  }
  await next();
  return undefined;
});
