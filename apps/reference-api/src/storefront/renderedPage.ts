import { createHash } from 'node:crypto';
import { heldEventsGlobal, serviceDataElementId, type RenderedPage } from './pageRendering';

const styleAttribute = /\sstyle="([^"]*)"/g;
const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The CSP hashes (`'sha256-…'`) of the `style` attributes in rendered markup, each once. The page's
 * policy allows these attributes and no other (`style-src-attr 'unsafe-hashes'`): a component that
 * sizes itself inline (the carousel's item width) looks the same before its script runs, and
 * injected markup still cannot style the page.
 */
export function styleAttributeHashes(markup: string): string[] {
  const hashes = new Set<string>();
  for (const [, escaped = ''] of markup.matchAll(styleAttribute)) {
    // The browser hashes the attribute's value as parsed, so React's escapes are undone first.
    const value = escaped.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);
    hashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
  return [...hashes];
}

/** Text for HTML, in an element or an attribute's quotes. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Data for a `<script type="application/json">`: JSON with every `<` escaped, so no text in it
 * can close the element or open a comment. The browser never runs it (the CSP needs no hash).
 */
export const jsonForScriptElement = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with the server's render in its root, marked with what the render assumed (the
 * storefront's main.tsx hydrates from the same), the answers it read after it, and its title. A
 * page without the empty root goes out as it was.
 */
export function withRenderedPage(html: string, { root, title, serviceData }: RenderedPage, signedIn: boolean): string {
  const empty = '<div id="root"></div>';
  const at = html.indexOf(empty);
  if (at < 0) return html;
  const opening = signedIn ? '<div id="root" data-session="hinted">' : '<div id="root">';
  const data = serviceData?.length
    ? `<script type="application/json" id="${serviceDataElementId}">${jsonForScriptElement(serviceData)}</script>`
    : '';
  const filled = `${html.slice(0, at)}${opening}${root}</div>${data}${html.slice(at + empty.length)}`;
  return filled.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

// As Vite writes the app's entry in index.html, and pagePreloads.ts the page's files.
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** How long a page waits for the browser to report its first paint before it starts anyway. */
export const paintWaitMs = 1000;

/**
 * A rendered page fetches and starts its app once the browser has shown it: a script with the
 * answer's nonce, at the end of the body, links the entry and the page's files and imports the
 * entry when the browser reports the first contentful paint (a frame is presented some time after
 * it is drawn, so the next animation frame is too early), at once where no paint will come or be
 * reported (a hidden tab, a browser without paint timing), and after `paintWaitMs` at the latest.
 * The shopper sees the page before any script has run; hydrating, the longest task of the load,
 * comes after. The price: the downloads start a frame or two later than a preload in the head
 * would start them.
 *
 * Until the app has hydrated, the server's buttons do nothing of their own: the script holds a
 * click on one, and a form's submission, for the app to do again (`HeldEvents`). Links and fields
 * work as they are.
 */
export function withScriptsAfterPaint(html: string, nonce: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const start = [
    // Clicks on buttons and submissions, held for the app.
    'const held=[];const hold=(event)=>{',
    "const target=event.target instanceof Element?event.target.closest(event.type==='submit'?'form':'button'):null;",
    'if(!target)return;event.preventDefault();event.stopPropagation();held.push({type:event.type,target})};',
    "for(const type of ['click','submit'])window.addEventListener(type,hold,true);",
    `window.${heldEventsGlobal}={release(){`,
    "for(const type of ['click','submit'])window.removeEventListener(type,hold,true);return held.splice(0)}};",
    // The app, once the page has painted.
    'let started=false;',
    'const start=()=>{if(started)return;started=true;',
    `for(const href of ${JSON.stringify(preloads)}){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;",
    `document.head.append(link)}import(${JSON.stringify(entry)})};`,
    "if(document.visibilityState!=='visible'||!PerformanceObserver.supportedEntryTypes.includes('paint'))start();",
    'else{new PerformanceObserver((entries,observer)=>{',
    "if(entries.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();start()",
    `}).observe({type:'paint',buffered:true});setTimeout(start,${paintWaitMs})}`,
  ].join('');
  const script = `<script nonce="${nonce}">${start}</script>`;
  const page = html.replace(modulePreload, '').replace(entryScript, '');
  const end = page.lastIndexOf('</body>');
  return end < 0 ? `${page}${script}` : `${page.slice(0, end)}${script}${page.slice(end)}`;
}
