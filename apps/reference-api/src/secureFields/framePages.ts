import { frameBehaviourScript } from './frameScript';
import { frameRulesConfig, frameRulesScript } from './frameRules';

/**
 * The frame pages (wallet spec §4 "Frame pages: payment, cvv, month, month-edit, year"):
 * - `payment`: the add card's number, expiration month, expiration year and CVV in one frame. The
 *   spec's separate month and year pages are carried here: one frame tokenises the four values in
 *   one request, keeps one tab order and one focus/blur pair for the host, and the expiry is no
 *   secret anyway.
 * - `cvv`: the edit card's secure field. Edit card's month and year are plain host selects (§2
 *   Edit card lists them beside the secure field), so no month-edit page is needed.
 * - `pin`: the SNAP EBT PIN widget (§2 Check balance, §3 "sent as encryptedPin").
 */
export const framePages = ['payment', 'cvv', 'pin'] as const;
export type FramePage = (typeof framePages)[number];

export const isFramePage = (value: string): value is FramePage => (framePages as readonly string[]).includes(value);

/** Everything themable is a custom property the host's `init` may set (see frameScript.ts). */
const css = `
:root { color-scheme: light; --text: #1f1f1f; --label: var(--text); --background: #ffffff; --border: #6b6b6b;
  --focus: #0b57d0; --danger: #b3261e; --font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --font-size: 16px; --radius: 4px; }
* { box-sizing: border-box; }
html, body { margin: 0; background: transparent; }
body { font-family: var(--font); font-size: var(--font-size); color: var(--text); }
/* Room inside the frame for the focus ring, which the iframe would otherwise clip. */
.fields { padding: 3px 3px 4px; }
form { display: flex; flex-wrap: wrap; gap: 8px 10px; margin: 0; }
.field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.pan { flex: 1 1 10rem; }
.month { flex: 0 0 4.75rem; }
.year { flex: 0 0 5.75rem; }
.cvv { flex: 0 0 4.5rem; }
.cvv-only { flex: 0 1 10rem; }
.pin { flex: 0 1 10rem; }
label { color: var(--label); font-size: 0.875em; font-weight: 600; line-height: 1.25; white-space: nowrap; }
input, select { width: 100%; height: 44px; padding: 0 10px; border: 1px solid var(--border);
  border-radius: var(--radius); background: var(--background); color: var(--text); font: inherit; }
select { padding-inline-end: 4px; }
input:focus-visible, select:focus-visible { outline: 2px solid var(--focus); outline-offset: 1px; }
[aria-invalid="true"] { border: 2px solid var(--danger); }
.error { flex-basis: 100%; margin: 0; color: var(--danger); font-size: 0.875em; font-weight: 500; line-height: 1.4; }
.error[hidden] { display: none; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
/* A narrow frame puts the number on a row of its own; the frame reports its new height. */
@media (max-width: 26rem) {
  .pan { flex-basis: 100%; }
  .month, .year, .cvv { flex: 1 1 0; }
}
`;

const options = (values: string[], blank: string) =>
  [`<option value="">${blank}</option>`, ...values.map((value) => `<option value="${value}">${value}</option>`)].join(
    '',
  );

const numeric = 'inputmode="numeric" spellcheck="false" autocorrect="off" autocapitalize="off"';

/**
 * The fields of each page. Labels are the frame's own (like a card provider's hosted form); the
 * card-number problem is read to screen readers inside the frame, while the host shows it on screen.
 */
function fieldsOf(page: FramePage, months: string[], years: string[]): string {
  const cvv = (className: string) => `
    <div class="field ${className}"><label for="cvv">CVV</label>
      <input id="cvv" name="cvc" autocomplete="cc-csc" maxlength="4" ${numeric} aria-describedby="cvv-error"></div>`;
  const cvvError = '<p id="cvv-error" class="error" role="alert" hidden></p>';
  switch (page) {
    case 'payment':
      return `
    <div class="field pan"><label for="pan">Card Number</label>
      <input id="pan" name="cardnumber" autocomplete="cc-number" maxlength="23" ${numeric} aria-describedby="pan-error"></div>
    <div class="field month"><label for="month"><span class="visually-hidden">Expiration </span>Month</label>
      <select id="month" name="ccmonth" autocomplete="cc-exp-month">${options(months, 'MM')}</select></div>
    <div class="field year"><label for="year"><span class="visually-hidden">Expiration </span>Year</label>
      <select id="year" name="ccyear" autocomplete="cc-exp-year">${options(years, 'YYYY')}</select></div>
    ${cvv('cvv')}
    <p id="pan-error" class="visually-hidden" role="alert" hidden></p>
    ${cvvError}`;
    case 'cvv':
      return `${cvv('cvv-only')}\n    ${cvvError}`;
    case 'pin':
      return `
    <div class="field pin"><label for="pin">Enter Your SNAP EBT PIN</label>
      <input id="pin" name="pin" type="password" autocomplete="off" maxlength="4" ${numeric} aria-describedby="pin-error"></div>
    <p id="pin-error" class="visually-hidden" role="alert" hidden></p>`;
  }
}

const titles: Record<FramePage, string> = { payment: 'Card details', cvv: 'CVV', pin: 'SNAP EBT PIN' };

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FramePageOptions {
  page: FramePage;
  /** Already checked against the allowed parent origins. */
  parentOrigin: string;
  nonce: string;
  now: Date;
}

export function renderFramePage({ page, parentOrigin, nonce, now }: FramePageOptions): string {
  const rules = frameRulesConfig(now);
  const config = { page, parentOrigin, rules };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${titles[page]}</title>
<style nonce="${nonce}">${css}</style>
</head>
<body>
<!-- A div, not main: the page is embedded in a host page that has its own main landmark. -->
<div class="fields">
  <form id="form" novalidate autocomplete="on">${fieldsOf(page, rules.months, rules.years)}
  </form>
</div>
<script id="aisle-config" type="application/json">${scriptJson(config)}</script>
<script nonce="${nonce}">${frameRulesScript}${frameBehaviourScript}</script>
</body>
</html>
`;
}
