/**
 * After tsup: shapes `dist/` for consumers that do not use React or vanilla-extract.
 * - dist/themes/<id>.css: the banner's custom properties (built by vanilla-extract from the same
 *   contract our components read); the empty JS modules esbuild leaves beside them are removed.
 * - dist/json/<id>.json: the banner's tokens as nested objects, colours as hex, for tools.
 * - dist/logos/<id>.svg: the banner's wordmark.
 * - dist/fonts/: the shipped typefaces and their @font-face rules.
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { banners, getBannerTokens } from '../src/banners/banners';
import { breakpoints } from '../src/tokens/base';
import { cleanCss } from '@aisle/build';

const dist = new URL('../dist/', import.meta.url).pathname;
const themes = join(dist, 'themes');

for (const file of readdirSync(themes)) {
  const path = join(themes, file);
  if (/\.(c?js|c?js\.map|css\.map)$/.test(file)) rmSync(path);
  else if (file.endsWith('.css')) cleanCss(path);
}

mkdirSync(join(dist, 'json'), { recursive: true });
mkdirSync(join(dist, 'logos'), { recursive: true });
for (const banner of banners) {
  const tokens = getBannerTokens(banner.id);
  const json = { id: banner.id, domain: banner.domain, title: banner.title, ...tokens, breakpoints };
  writeFileSync(join(dist, 'json', `${banner.id}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dist, 'logos', `${banner.id}.svg`), `${banner.logo.svg}\n`);
}

cpSync(new URL('../src/fonts/', import.meta.url).pathname, join(dist, 'fonts'), { recursive: true });

const cssCount = readdirSync(themes).filter((file) => file.endsWith('.css')).length;
if (cssCount !== banners.length) throw new Error(`Expected ${banners.length} theme CSS files, found ${cssCount}`);
console.log(`@aisle/tokens: ${banners.length} banners → themes/*.css, json/*.json, logos/*.svg`);
