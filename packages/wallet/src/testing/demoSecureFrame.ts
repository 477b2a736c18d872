// An in-memory stand-in for the hosted secure fields, for stories and demos where no secure origin
// runs: each page is a Blob URL document speaking the real protocol (see secureFields/protocol.ts),
// with the same checks and codes as the reference frame but a made-up token. Pass it as the
// settings' `secureFieldsFrameUrl` with `secureFieldsOrigin: window.location.origin` (a Blob URL
// document has its creator's origin). Never for production: the number is typed into this origin.
import type { SecureFramePage } from '../secureFields/protocol';

const fields: Record<SecureFramePage, string> = {
  payment: `
    <label for="pan">Card Number</label><input id="pan" inputmode="numeric" autocomplete="cc-number" maxlength="19">
    <div class="row">
      <span><label for="month">Month</label><select id="month"><option value="">MM</option>${Array.from(
        { length: 12 },
        (_, index) => `<option>${String(index + 1).padStart(2, '0')}</option>`,
      ).join('')}</select></span>
      <span><label for="year">Year</label><select id="year"><option value="">YYYY</option>${Array.from(
        { length: 11 },
        (_, index) => `<option>${2026 + index}</option>`,
      ).join('')}</select></span>
      <span><label for="cvv">CVV</label><input id="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></span>
    </div>`,
  cvv: `<label for="cvv">CVV</label><input id="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4">`,
  pin: `<label for="pin">Enter Your SNAP EBT PIN</label><input id="pin" type="password" inputmode="numeric" maxlength="4">`,
};

// The frame's behaviour: plain ES2017 in the page, so it needs no build.
const script = (page: SecureFramePage) => `
const marker = 'aisle-secure-field';
const page = ${JSON.stringify(page)};
const parentOrigin = location.origin;
const post = (message) => parent.postMessage(Object.assign({ source: marker }, message), parentOrigin);
const value = (id) => (document.getElementById(id) || { value: '' }).value.trim();
const luhn = (digits) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
};
const brandOf = (pan) =>
  /^4/.test(pan) ? 'VISA' : /^(5[1-5]|2[2-7])/.test(pan) ? 'MASTERCARD' : /^3[47]/.test(pan) ? 'AMEX'
  : /^(6011|65|64[4-9])/.test(pan) ? 'DISCOVER' : 'NONE';
const cvvError = (cvv, brand) => {
  if (!/^\\d*$/.test(cvv)) return { code: 881, message: 'Invalid CVV.' };
  const length = brand === 'AMEX' ? 4 : 3;
  if (cvv.length < length) return { code: 881, message: 'CVV too short.' };
  if (cvv.length > length) return { code: 882, message: 'CVV too long.' };
};
// The demo vault is the token itself: the in-memory handlers read the card's last four from it.
let issued = 0;
const token = (pan) => 'demo-card-' + (pan ? pan.slice(0, 6) + '-' + pan.slice(-4) + '-' : '') + ++issued;
function answer(requestId) {
  if (page === 'pin') {
    const pin = value('pin');
    if (!/^\\d{4}$/.test(pin)) return post({ type: 'error', requestId, code: 893, message: 'Invalid PIN, please try again.' });
    return post({ type: 'ok', requestId, encryptedPin: 'demo-pin-' + btoa(pin) });
  }
  if (page === 'cvv') {
    const problem = cvvError(value('cvv'), cardBrand);
    return post(problem ? Object.assign({ type: 'error', requestId }, problem) : { type: 'ok', requestId, checkoutId: token() });
  }
  const pan = value('pan').replace(/[\\s-]/g, '');
  const brand = brandOf(pan);
  let problem;
  if (!/^\\d*$/.test(pan)) problem = { code: 873, message: 'Card number not numeric.' };
  else if (pan.length < 13) problem = { code: 871, message: 'Card number too short.' };
  else if (pan.length > 19) problem = { code: 872, message: 'Card number too long.' };
  else if (!luhn(pan)) problem = { code: 874, message: 'Please enter a valid credit or debit card.' };
  else if (brand === 'NONE') problem = { code: 876, message: 'Please enter a valid credit or debit card.' };
  else if (!value('month') || !value('year')) problem = { code: 800, message: 'Invalid card information.' };
  else problem = cvvError(value('cvv'), brand);
  if (problem) return post(Object.assign({ type: 'error', requestId }, problem));
  post({ type: 'ok', requestId, checkoutId: token(pan), brand, cardFirstSix: pan.slice(0, 6), lastFour: pan.slice(-4),
    expirationMonth: value('month'), expirationYear: value('year') });
}
let cardBrand = '';
// Nothing is said to the parent before it says init: not even the frame's size.
let started = false;
addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== parent) return;
  const message = event.data;
  if (!message || message.source !== marker) return;
  if (message.type === 'init') {
    cardBrand = message.cardBrand || '';
    const theme = message.theme || {};
    if (theme.fontFamily) document.body.style.fontFamily = theme.fontFamily;
    if (theme.textColor) document.body.style.color = theme.textColor;
    started = true;
    post({ type: 'ready' });
    reportSize();
  }
  if (message.type === 'submit') answer(message.requestId);
});
// Like the hosted pages: the host sizes the frame to what it holds (the card page's two rows).
function reportSize() {
  if (!started) return;
  post({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) });
}
if (window.ResizeObserver) new ResizeObserver(reportSize).observe(document.body);
document.addEventListener('focusin', () => post({ type: 'focus' }));
document.addEventListener('focusout', () => post({ type: 'blur' }));
`;

const style = `
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: transparent; }
  label { display: block; font-weight: 600; font-size: 14px; margin-bottom: 4px; }
  input, select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font: inherit;
    border: 1px solid #6b6b6b; border-radius: 6px; background: #fff; color: inherit; }
  input:focus-visible, select:focus-visible { outline: 3px solid #1d5bd6; outline-offset: 1px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; margin-top: 12px; }`;

/** The HTML of one demo page. */
export function demoSecureFrameHtml(page: SecureFramePage): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Secure ${page} field</title>
<style>${style}</style></head><body>${fields[page]}<script>${script(page)}</script></body></html>`;
}

const urls = new Map<SecureFramePage, string>();

/** A Blob URL for a demo page (one per page, kept for the life of the document). */
export function demoSecureFrameUrl(page: SecureFramePage): string {
  let url = urls.get(page);
  if (!url) {
    url = URL.createObjectURL(new Blob([demoSecureFrameHtml(page)], { type: 'text/html' }));
    urls.set(page, url);
  }
  return url;
}
