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
