import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRequest } from './pageRendering';
import { serveStorefront } from './serveStorefront';

let folder: string;
let serve: ReturnType<typeof serveStorefront>;
const page = { accept: 'text/html,application/xhtml+xml' };
const script = 'console.log("a built script, long enough to be worth compressing");'.repeat(20);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storefront-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(path.join(folder, 'assets', 'main-abc123.js'), script);
  await writeFile(path.join(folder, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(folder, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *');
  serve = serveStorefront(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new Request(`http://127.0.0.1:3000${url}`, { method, headers }));

const bytes = async (response: Response | undefined) =>
  Buffer.from((await response?.arrayBuffer()) ?? new ArrayBuffer(0));

/** The page's CSP as a map of directive → its sources. */
function directives(response: Response | undefined): Map<string, string> {
  const policy = response?.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

describe('serveStorefront', () => {
  it('given a built asset, serves it with its type and a year of caching', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response?.headers.get('content-encoding')).toBeNull();
    expect(await response?.text()).toBe(script);
  });

  it('given a browser taking brotli or gzip, sends the build’s copy of that encoding, varying by it', async () => {
    const brotli = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli?.headers.get('content-encoding')).toBe('br');
    expect(brotli?.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBody = await bytes(brotli);
    expect(brotli?.headers.get('content-length')).toBe(String(brotliBody.length));
    expect(brotliBody.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(script);

    const gzip = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(script);

    const identity = await get('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity?.headers.get('content-encoding')).toBeNull();
    expect(identity?.headers.get('vary')).toBe('Accept-Encoding');
    expect(await identity?.text()).toBe(script);
  });

  it('given a browser taking brotli or gzip, compresses the page it makes for this answer', async () => {
    const secure = serveStorefront(folder, { secureFieldsOrigin: 'http://127.0.0.1:3001' });
    const ask = (encoding: string) =>
      secure(new Request('http://127.0.0.1:3000/mywallet', { headers: { ...page, 'accept-encoding': encoding } }));
    const brotli = await ask('gzip, br');
    expect(brotli?.headers.get('content-encoding')).toBe('br');
    expect(brotli?.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const nonce = directives(brotli).get('style-src')?.split("'nonce-")[1]?.slice(0, -1);
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toContain(`nonce="${nonce}"`);
    const gzip = await ask('gzip');
    expect(gzip?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toContain('<title>shop</title>');
  });

  it('never serves the compressed copies as files of their own', async () => {
    expect(await get('/assets/main-abc123.js.br')).toBeUndefined();
    expect(await get('/assets/main-abc123.js.gz')).toBeUndefined();
  });

  it('after a file changes on disk, still serves what it read at the start: files are held in memory', async () => {
    const held = serveStorefront(folder);
    await writeFile(path.join(folder, 'robots.txt'), 'changed');
    const response = await held(new Request('http://127.0.0.1:3000/robots.txt'));
    expect(await response?.text()).toBe('User-agent: *');
    await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *');
  });

  it('given a page of the app, serves index.html uncached so the router takes over', async () => {
    for (const url of ['/', '/account/addresses', '/account/address/abc?x=1']) {
      const response = await get(url, page);
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response?.headers.get('cache-control')).toBe('no-cache');
      expect(await response?.text()).toContain('<title>shop</title>');
    }
  });

  it('given a page, sends the security headers and a CSP allowing inline styles by this answer’s nonce only', async () => {
    const secure = serveStorefront(folder, { secureFieldsOrigin: 'http://127.0.0.1:3001' });
    const first = await secure(new Request('http://127.0.0.1:3000/mywallet', { headers: page }));
    const second = await secure(new Request('http://127.0.0.1:3000/mywallet', { headers: page }));
    const policy = directives(first);
    const nonce = /nonce="([^"]+)"/.exec((await first?.text()) ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The nonce lets a rendered page's one inline script start the app (renderedPage.ts).
    expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonce}'`);
    expect(policy.get('style-src')).toBe(`'self' 'nonce-${nonce}'`);
    expect(policy.get('frame-src')).toBe('http://127.0.0.1:3001');
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(first?.headers.get('content-security-policy')).not.toContain('unsafe');
    expect(directives(second).get('style-src')).not.toBe(policy.get('style-src'));
    expect(first?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(first?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first?.headers.get('referrer-policy')).toBe('same-origin');
    expect(first?.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('given a file, sends nosniff and a policy under which it can do nothing as a document', async () => {
    for (const url of ['/assets/main-abc123.js', '/robots.txt']) {
      const response = await get(url);
      expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(directives(response).get('default-src')).toBe("'none'");
      expect(directives(response).get('frame-ancestors')).toBe("'none'");
    }
  });

  it('given a HEAD request, answers the headers without a body', async () => {
    const response = await get('/robots.txt', {}, 'HEAD');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-length')).toBe(String('User-agent: *'.length));
    expect(await response?.text()).toBe('');
  });

  it('leaves service paths, other methods and non-page requests to the API', async () => {
    expect(await get('/atlas/v1/customer-profile/v1/profile', page)).toBeUndefined();
    expect(await get('/accountmanagement/api/addresses', page)).toBeUndefined();
    expect(await get('/auth/v1/sign-in', page)).toBeUndefined();
    expect(await get('/health', page)).toBeUndefined();
    expect(await get('/account/addresses', { accept: 'application/json' })).toBeUndefined();
    expect(await serve(new Request('http://127.0.0.1:3000/robots.txt', { method: 'POST' }))).toBeUndefined();
  });

  it('given a secure fields origin, names it and the nonce in meta elements of every page, and only of pages', async () => {
    const secure = serveStorefront(folder, { secureFieldsOrigin: 'http://127.0.0.1:3001' });
    const meta = '<meta name="aisle-secure-fields-origin" content="http://127.0.0.1:3001">';
    for (const url of ['/', '/mywallet', '/index.html']) {
      const response = await secure(new Request(`http://127.0.0.1:3000${url}`, { headers: page }));
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response?.headers.get('cache-control')).toBe('no-cache');
      const nonce = directives(response).get('style-src')?.split("'nonce-")[1]?.slice(0, -1);
      // No <head> in this index.html: right after the doctype, where the parser opens the head.
      expect(await response?.text()).toBe(
        `<!doctype html><meta property="csp-nonce" nonce="${nonce}">${meta}<title>shop</title>`,
      );
    }
    const asset = await secure(new Request('http://127.0.0.1:3000/assets/main-abc123.js'));
    expect(await asset?.text()).toBe(script);
    const head = await secure(new Request('http://127.0.0.1:3000/', { method: 'HEAD', headers: page }));
    expect(await head?.text()).toBe('');
    const withoutOrigin = await get('/', page);
    expect(await withoutOrigin?.text()).not.toContain('aisle-secure-fields-origin');
    expect(directives(withoutOrigin).get('frame-src')).toBe("'none'");
  });

  it('puts the meta elements first in an existing head, and escapes the origin', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'storefront-head-'));
    await writeFile(path.join(other, 'index.html'), '<!doctype html><html><head lang="en"><title>shop</title></head>');
    const secure = serveStorefront(other, { secureFieldsOrigin: 'http://a"b' });
    const response = await secure(new Request('http://127.0.0.1:3000/', { headers: page }));
    expect((await response?.text())?.replace(/nonce="[^"]+"/, 'nonce="…"')).toBe(
      '<!doctype html><html><head lang="en"><meta property="csp-nonce" nonce="…"><meta name="aisle-secure-fields-origin" content="http://a&quot;b"><title>shop</title></head>',
    );
    await rm(other, { recursive: true, force: true });
  });

  it('never serves a file outside its folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response).toBeUndefined();
    }
  });
});

describe("serveStorefront with the storefront's server renderer", () => {
  let built: string;
  const asked: PageRequest[] = [];
  const index =
    '<!doctype html><html lang="en"><head><title>Aisle</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
    '</head><body><div id="root"></div></body></html>';
  const manifest = {
    signInPage: '/signin',
    signedInHintCookie: 'aisle-signed-in',
    pages: [{ path: '/cart', signedIn: false, js: ['/assets/Cart-b2.js'], css: [] }],
  };

  beforeAll(async () => {
    built = await mkdtemp(path.join(tmpdir(), 'storefront-rendered-'));
    await mkdir(path.join(built, 'assets'));
    await mkdir(path.join(built, 'server'));
    await writeFile(path.join(built, 'index.html'), index);
    await writeFile(path.join(built, 'page-preloads.json'), JSON.stringify(manifest));
    await writeFile(path.join(built, 'server', 'renderPage.js'), 'export const renderPage = () => "";');
  });

  afterAll(async () => {
    await rm(built, { recursive: true, force: true });
  });

  const serveWith = (render: (request: PageRequest) => Promise<string>) =>
    serveStorefront(built, {
      renderPage: async (request) => {
        asked.push(request);
        return { root: await render(request), title: 'Ralphs' };
      },
    });

  it('sends the page rendered for the path, query, banner and signed-in hint, its scripts after the first paint', async () => {
    asked.length = 0;
    const serve = serveWith(async ({ pathname }) => `<main><h1>${pathname}</h1></main>`);
    const response = await serve(
      new Request('http://127.0.0.1:3000/cart?banner=ralphs&x=1', {
        headers: { ...page, cookie: 'aisle-signed-in=1; aisle-cart=0000000004011:2; aisle_page=secret; other=1' },
      }),
    );
    // The storefront's own cookies only: never the API's HttpOnly ones, nor anyone else's.
    expect(asked).toEqual([
      {
        pathname: '/cart',
        search: 'banner=ralphs&x=1',
        hostname: '127.0.0.1',
        banner: 'ralphs',
        signedIn: true,
        cookies: { 'aisle-signed-in': '1', 'aisle-cart': '0000000004011:2' },
      },
    ]);
    // A page rendered with the shopper's cart is theirs alone.
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root" data-session="hinted"><main><h1>/cart</h1></main></div>');
    expect(html).toContain('<title>Ralphs</title>');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('["/assets/Cart-b2.js"]');
    expect(html).toContain('import("/assets/index-a1.js")');
    expect(directives(response).get('script-src')).toBe(`'self' 'nonce-${nonce}'`);
  });

  it('without the hint, renders for a visitor', async () => {
    asked.length = 0;
    const serve = serveWith(async () => '<main></main>');
    const html = (await (await serve(new Request('http://127.0.0.1:3000/cart', { headers: page })))?.text()) ?? '';
    expect(asked[0]?.signedIn).toBe(false);
    expect(html).toContain('<div id="root"><main></main></div>');
  });

  it('allows the style attributes of the render by hash, and no other', async () => {
    const serve = serveWith(async () => '<section style="--w:96px"></section>');
    const response = await serve(new Request('http://127.0.0.1:3000/cart', { headers: page }));
    expect(directives(response).get('style-src-attr')).toMatch(/^'unsafe-hashes' 'sha256-[A-Za-z0-9+/]+=*'$/);
    const plain = await serveWith(async () => '<main></main>')(
      new Request('http://127.0.0.1:3000/cart', { headers: page }),
    );
    expect(directives(plain).has('style-src-attr')).toBe(false);
  });

  it('given a render that fails, sends the page for the browser to render, never a 500', async () => {
    const serve = serveWith(() => Promise.reject(new Error('a component threw')));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await serve(new Request('http://127.0.0.1:3000/cart', { headers: page }));
    expect(response?.status).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('never serves the server renderer’s files', async () => {
    const serve = serveWith(async () => '');
    expect(await serve(new Request('http://127.0.0.1:3000/server/renderPage.js'))).toBeUndefined();
  });

  describe('given a request with the shopper’s page cookie', () => {
    const token = 'a'.repeat(43);
    const received: Request[] = [];
    const services = async (request: Request) => {
      received.push(request);
      return Response.json({ data: ['1014 Vine St'] });
    };
    const renderWithData = (read: (serviceFetch: typeof fetch) => Promise<unknown>) =>
      serveStorefront(built, {
        services,
        renderPage: async ({ serviceFetch }) => {
          const answer = serviceFetch ? await read(serviceFetch) : undefined;
          return {
            root: `<main>${JSON.stringify(answer)}</main>`,
            title: 'Ralphs',
            ...(answer !== undefined && { serviceData: [['addresses', answer]] }),
          };
        },
      });
    const asShopper = (cookie = `aisle_page=${token}; aisle-signed-in=1`) =>
      new Request('http://127.0.0.1:3000/account/addresses', { headers: { ...page, cookie } });

    it('lets the render read the API in-process with its token, and sends the answers beside the render, kept nowhere', async () => {
      received.length = 0;
      const serve = renderWithData(async (serviceFetch) =>
        (await serviceFetch('/accountmanagement/api/addresses')).json(),
      );
      const response = await serve(asShopper());
      expect(received.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([
        ['GET', 'http://127.0.0.1:3000/accountmanagement/api/addresses', `Bearer ${token}`],
      ]);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(
        '</main></div><script type="application/json" id="aisle-service-data">[["addresses",{"data":["1014 Vine St"]}]]</script>',
      );
      expect(response?.headers.get('cache-control')).toBe('private, no-store');
    });

    it('lets the render only read, and only from this API', async () => {
      received.length = 0;
      const failures: string[] = [];
      const serve = renderWithData(async (serviceFetch) => {
        for (const [input, method] of [
          ['/accountmanagement/api/addresses', 'DELETE'],
          ['/accountmanagement/api/addresses', 'POST'],
          ['https://elsewhere.example/steal', 'GET'],
        ] as const) {
          await serviceFetch(input, { method }).catch((error: Error) => failures.push(error.message));
        }
        return undefined;
      });
      await serve(asShopper());
      expect(received).toEqual([]);
      expect(failures).toHaveLength(3);
    });

    it('without the cookie, or with one that is not a token, lets the render read the public catalogue only, as nobody', async () => {
      received.length = 0;
      const failures: string[] = [];
      const serve = renderWithData(async (serviceFetch) => {
        await serviceFetch('/accountmanagement/api/addresses').catch((error: Error) => failures.push(error.message));
        return (await serviceFetch('/atlas/v1/products')).json();
      });
      for (const cookie of ['aisle-banner=ralphs', 'aisle_page=not%20a%20token; aisle-banner=ralphs']) {
        const response = await serve(asShopper(cookie));
        expect(await response?.text()).toContain('aisle-service-data');
      }
      expect(failures).toHaveLength(2);
      expect(received.map((request) => [request.url, request.headers.get('authorization')])).toEqual([
        ['http://127.0.0.1:3000/atlas/v1/products', null],
        ['http://127.0.0.1:3000/atlas/v1/products', null],
      ]);
    });
  });
});
