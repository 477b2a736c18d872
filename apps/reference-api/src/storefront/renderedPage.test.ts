import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleAttributeHashes, withRenderedPage, withScriptsAfterPaint } from './renderedPage';

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
});

describe('withScriptsAfterPaint', () => {
  const html =
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/Cart-b.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-c.js"></head><body><div id="root"></div></body>';

  it('replaces the entry and the preloads with one script at the end of the body, by the nonce, asking for them after a frame', () => {
    const page = withScriptsAfterPaint(html, 'abc');
    expect(page).toMatch(/<div id="root"><\/div><script nonce="abc">.*<\/script><\/body>$/);
    expect(page).not.toContain('modulepreload" crossorigin');
    expect(page).not.toContain('<script type="module"');
    const script = /<script nonce="abc">(.*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain('["/assets/Cart-b.js","/assets/shared-c.js"]');
    expect(script).toContain('import("/assets/index-a.js")');
    expect(script).toContain('requestAnimationFrame(()=>setTimeout(start))');
    // A hidden tab paints no frame: it starts at once.
    expect(script).toContain("document.visibilityState==='visible'");
  });

  it('given the preloads and entry, makes the script a browser runs: links first, then the import', () => {
    const script = /<script nonce="abc">(.*)<\/script>/.exec(withScriptsAfterPaint(html, 'abc'))?.[1] ?? '';
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'import_',
      script.replace('import(', 'import_('),
    );
    run(
      document,
      (frame: () => void) => frames.push(frame),
      (task: () => void) => task(),
      (src: string) => imported.push(src),
    );
    expect(imported).toEqual([]);
    frames[0]?.();
    expect(appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/Cart-b.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shared-c.js' },
    ]);
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('given a page without the entry script, leaves it as it is', () => {
    expect(withScriptsAfterPaint('<head></head>', 'abc')).toBe('<head></head>');
  });
});
