import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStorefront } from './serveStorefront';

let folder: string;
let serve: ReturnType<typeof serveStorefront>;
const themeOf = (banner: string) => `.aisle-banner-${banner} { --aisle-color-brand: #${banner.length}00000; }`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storefront-themes-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(
    path.join(folder, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><title>shop</title></head></html>',
  );
  const manifest: Record<string, { css: string; className: string }> = {};
  for (const banner of ['kroger', 'ralphs', 'harristeeter']) {
    await writeFile(path.join(folder, 'assets', `${banner}-abc.css`), themeOf(banner));
    manifest[banner] = { css: `/assets/${banner}-abc.css`, className: `aisle-banner-${banner}` };
  }
  await writeFile(path.join(folder, 'banner-themes.json'), JSON.stringify(manifest));
  serve = serveStorefront(folder);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await serve(new Request(url, { headers: { accept: 'text/html', ...headers } }));
  if (!response) throw new Error(`${url} was not answered with the page`);
  const html = await response.text();
  const nonce = /property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
  return { response, html, nonce };
}

describe('given the storefront built with its banner themes', () => {
  it('after a page request on a banner’s host, sends that banner’s theme inside the page, with the nonce', async () => {
    const { html, nonce } = await page('https://www.ralphs.com/account/dashboard');
    expect(html).toContain('<html lang="en" class="aisle-banner-ralphs" data-banner="ralphs">');
    expect(html).toContain(`<style nonce="${nonce}" data-banner-theme="ralphs">${themeOf('ralphs')}</style></head>`);
    expect(html).not.toContain('aisle-banner-kroger');
  });

  it('after ?banner=, sends that banner and remembers it for the visit', async () => {
    const { response, html } = await page('http://127.0.0.1:3000/signin?banner=HarrisTeeter');
    expect(html).toContain('data-banner="harristeeter"');
    expect(response.headers.get('set-cookie')).toBe('aisle-banner=harristeeter; Path=/; SameSite=Lax');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('after a reload without ?banner=, keeps the banner the cookie remembers', async () => {
    const { response, html } = await page('http://127.0.0.1:3000/cart', {
      cookie: 'other=1; aisle-banner=harristeeter',
    });
    expect(html).toContain('data-banner="harristeeter"');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['an unknown ?banner=', 'http://127.0.0.1:3000/?banner=walmart', {}],
    ['an unknown remembered banner', 'http://127.0.0.1:3000/', { cookie: 'aisle-banner=walmart' }],
  ])('after %s, falls back to the host’s banner, the default here', async (_, url, headers) => {
    const { html } = await page(url, headers);
    expect(html).toContain('data-banner="kroger"');
  });
});

describe('given a build without the themes manifest', () => {
  it('sends the page as built: the app fetches its theme itself', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'storefront-bare-'));
    await writeFile(path.join(bare, 'index.html'), '<!doctype html><html lang="en"><title>shop</title></html>');
    const response = await serveStorefront(bare)(
      new Request('http://127.0.0.1:3000/', { headers: { accept: 'text/html' } }),
    );
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<style');
    await rm(bare, { recursive: true, force: true });
  });
});
