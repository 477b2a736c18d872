import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStorefront } from './serveStorefront';

let folder: string;
let serve: ReturnType<typeof serveStorefront>;
const page = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storefront-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(path.join(folder, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *');
  serve = serveStorefront(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new Request(`http://127.0.0.1:3000${url}`, { method, headers }));

describe('serveStorefront', () => {
  it('given a built asset, serves it with its type and a year of caching', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('cache-control')).toContain('immutable');
    expect(await response?.text()).toBe('console.log(1)');
  });

  it('given a page of the app, serves index.html uncached so the router takes over', async () => {
    for (const url of ['/', '/account/addresses', '/account/address/abc?x=1']) {
      const response = await get(url, page);
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response?.headers.get('cache-control')).toBe('no-cache');
      expect(await response?.text()).toContain('<title>shop</title>');
    }
  });

  it('given a HEAD request, answers the headers without a body', async () => {
    const response = await get('/robots.txt', {}, 'HEAD');
    expect(response?.status).toBe(200);
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

  it('given a secure fields origin, names it in a meta element of every page, and only of pages', async () => {
    const secure = serveStorefront(folder, { secureFieldsOrigin: 'http://127.0.0.1:3001' });
    const meta = '<meta name="aisle-secure-fields-origin" content="http://127.0.0.1:3001">';
    for (const url of ['/', '/mywallet', '/index.html']) {
      const response = await secure(new Request(`http://127.0.0.1:3000${url}`, { headers: page }));
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response?.headers.get('cache-control')).toBe('no-cache');
      // No <head> in this index.html: right after the doctype, where the parser opens the head.
      expect(await response?.text()).toBe(`<!doctype html>${meta}<title>shop</title>`);
    }
    const asset = await secure(new Request('http://127.0.0.1:3000/assets/main-abc123.js'));
    expect(await asset?.text()).toBe('console.log(1)');
    const head = await secure(new Request('http://127.0.0.1:3000/', { method: 'HEAD', headers: page }));
    expect(await head?.text()).toBe('');
    expect(await (await get('/', page))?.text()).not.toContain('aisle-secure-fields-origin');
  });

  it('puts the meta element first in an existing head, and escapes the origin', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'storefront-head-'));
    await writeFile(path.join(other, 'index.html'), '<!doctype html><html><head lang="en"><title>shop</title></head>');
    const secure = serveStorefront(other, { secureFieldsOrigin: 'http://a"b' });
    const response = await secure(new Request('http://127.0.0.1:3000/', { headers: page }));
    expect(await response?.text()).toBe(
      '<!doctype html><html><head lang="en"><meta name="aisle-secure-fields-origin" content="http://a&quot;b"><title>shop</title></head>',
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
