import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { heldEventsGlobal, type HeldEvents } from './pageRendering';
import { paintWaitMs, styleAttributeHashes, withRenderedPage, withScriptsAfterPaint } from './renderedPage';

const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('styleAttributeHashes', () => {
  it('hashes each style attribute once, as the browser parses it', () => {
    const markup =
      '<section style="--w:96px"><p style="--w:96px">a</p><i style="font-family:&quot;A&quot;;content:&#x27;&amp;&#x27;"></i></section>';
    expect(styleAttributeHashes(markup)).toEqual([hash('--w:96px'), hash(`font-family:"A";content:'&'`)]);
  });

  it('given markup without style attributes, gives none', () => {
    expect(styleAttributeHashes('<p class="style">style="x"</p>')).toEqual([]);
  });
});

describe('withRenderedPage', () => {
  const html = '<head><title>Aisle</title></head><body><div id="root"></div></body>';
  const render = { root: '<main>Cart</main>', title: 'Harris Teeter & <Co>' };

  it('puts the render in the root, marked when it was rendered for a signed-in hint, and its title', () => {
    expect(withRenderedPage(html, render, false)).toBe(
      '<head><title>Harris Teeter &amp; &lt;Co&gt;</title></head><body><div id="root"><main>Cart</main></div></body>',
    );
    expect(withRenderedPage(html, render, true)).toContain(
      '<div id="root" data-session="hinted"><main>Cart</main></div>',
    );
  });

  it('given a page without the empty root, leaves it as it is', () => {
    const other = '<body><div id="app"></div></body>';
    expect(withRenderedPage(other, render, false)).toBe(other);
  });

  it('puts the answers the render read after the root, as data no text in them can break out of', () => {
    const street = '</script><script>alert(1)</script><!--';
    const page = withRenderedPage(html, { ...render, serviceData: [['addresses', [{ street }]]] }, true);
    const data = /<script type="application\/json" id="aisle-service-data">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(page).toContain('<main>Cart</main></div><script type="application/json"');
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual([['addresses', [{ street }]]]);
  });
});

describe('withScriptsAfterPaint', () => {
  const html =
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/Cart-b.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-c.js"></head><body><div id="root"></div></body>';
  const scriptOf = (page: string) => /<script nonce="abc">(.*)<\/script>/.exec(page)?.[1] ?? '';

  interface Browser {
    visibilityState?: 'visible' | 'hidden';
    paintTiming?: boolean;
  }

  /** Runs the page's script against a stand-in browser, to paint, time out, or do nothing. */
  function load({ visibilityState = 'visible', paintTiming = true }: Browser = {}) {
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const imported: string[] = [];
    const timers: { task: () => void; ms: number }[] = [];
    let onPaint: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    let observing: unknown;
    let disconnected = false;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(callback: (entries: unknown, observer: PerformanceObserver) => void) {
        onPaint = (entries) => callback(entries, this);
      }
      observe(options: unknown) {
        observing = options;
      }
      disconnect() {
        disconnected = true;
      }
    }
    const document = {
      visibilityState,
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    const listeners = new Map<string, (event: unknown) => void>();
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        if (capture) listeners.set(type, listener);
      },
      removeEventListener: (type: string, listener: (event: unknown) => void) => {
        if (listeners.get(type) === listener) listeners.delete(type);
      },
    };
    const script = scriptOf(withScriptsAfterPaint(html, 'abc')).replace('import(', 'import_(');
    new Function('window', 'document', 'Element', 'PerformanceObserver', 'setTimeout', 'import_', script)(
      window,
      document,
      StandIn,
      PerformanceObserver,
      (task: () => void, ms: number) => timers.push({ task, ms }),
      (src: string) => imported.push(src),
    );
    const paint = (...names: string[]) => onPaint?.({ getEntriesByName: (name) => names.filter((n) => n === name) });
    /** A click or submission as the browser dispatches it; says whether its default was prevented. */
    const dispatch = (type: string, target: StandIn) => {
      let prevented = false;
      listeners.get(type)?.({
        type,
        target,
        preventDefault: () => (prevented = true),
        stopPropagation: () => undefined,
      });
      return prevented;
    };
    const held = () => (window[heldEventsGlobal] as HeldEvents).release();
    return {
      appended,
      imported,
      timers,
      paint,
      dispatch,
      held,
      observing: () => observing,
      disconnected: () => disconnected,
    };
  }

  /** An element of the page: `closest` finds the button or form it is in. */
  class StandIn {
    constructor(
      readonly name: string,
      private readonly within: Record<string, StandIn> = {},
    ) {}
    closest(selector: string) {
      return this.within[selector] ?? null;
    }
  }

  it('replaces the entry and the preloads with one script at the end of the body, by the nonce', () => {
    const page = withScriptsAfterPaint(html, 'abc');
    expect(page).toMatch(/<div id="root"><\/div><script nonce="abc">.*<\/script><\/body>$/);
    expect(page).not.toContain('modulepreload" crossorigin');
    expect(page).not.toContain('<script type="module"');
  });

  it('starts once the first contentful paint is reported: the page’s files linked, then the entry imported', () => {
    const browser = load();
    expect(browser.observing()).toEqual({ type: 'paint', buffered: true });
    browser.paint('first-paint');
    expect(browser.imported).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.disconnected()).toBe(true);
    expect(browser.appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/Cart-b.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shared-c.js' },
    ]);
    expect(browser.imported).toEqual(['/assets/index-a.js']);
  });

  it('starts after paintWaitMs when no paint is reported, and only once', () => {
    const browser = load();
    expect(browser.timers.map(({ ms }) => ms)).toEqual([paintWaitMs]);
    browser.timers[0]?.task();
    browser.paint('first-contentful-paint');
    expect(browser.imported).toEqual(['/assets/index-a.js']);
    expect(browser.appended).toHaveLength(2);
  });

  it('starts at once in a hidden tab, which paints nothing, and where paints are not reported', () => {
    expect(load({ visibilityState: 'hidden' }).imported).toEqual(['/assets/index-a.js']);
    expect(load({ paintTiming: false }).imported).toEqual(['/assets/index-a.js']);
  });

  it('holds clicks on buttons and submissions until the app takes them, and lets other clicks through', () => {
    const browser = load();
    const checkOut = new StandIn('Check Out');
    const form = new StandIn('sign-in form');
    const label = new StandIn('label of Check Out', { button: checkOut });
    expect(browser.dispatch('click', label)).toBe(true);
    expect(browser.dispatch('submit', new StandIn('a field', { form }))).toBe(true);
    expect(browser.dispatch('click', new StandIn('a link'))).toBe(false);
    expect(browser.held()).toEqual([
      { type: 'click', target: checkOut },
      { type: 'submit', target: form },
    ]);
    // Taken once: the app's own handlers have every click from then on.
    expect(browser.dispatch('click', label)).toBe(false);
    expect(browser.held()).toEqual([]);
  });

  it('given a page without the entry script, leaves it as it is', () => {
    expect(withScriptsAfterPaint('<head></head>', 'abc')).toBe('<head></head>');
  });
});
