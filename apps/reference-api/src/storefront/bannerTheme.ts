import { isBannerId, resolveBanner, type BannerId } from '@aisle/contracts';
import { parse } from 'hono/utils/cookie';
import type { StorefrontFile } from './storefrontFiles';

/** Remembers `?banner=` for the visit, so a reload or a typed URL keeps the banner a demo link chose. */
export const bannerCookie = 'aisle-banner';

export interface BannerTheme {
  banner: BannerId;
  className: string;
  css: string;
}

type Manifest = Record<string, { css: string; className: string }>;

/**
 * The banner of a page request, by the storefront's own rule (`resolveBanner`): `?banner=`, else the
 * banner remembered from an earlier `?banner=`, else the host name, else the default banner.
 */
export function requestedBanner(request: Request): { banner: BannerId; remember: boolean } {
  const url = new URL(request.url);
  const asked = url.searchParams.get('banner')?.trim().toLowerCase();
  if (asked && isBannerId(asked)) return { banner: asked, remember: true };
  const remembered = parse(request.headers.get('cookie') ?? '', bannerCookie)[bannerCookie];
  const search = remembered && isBannerId(remembered) ? `banner=${remembered}` : '';
  return { banner: resolveBanner({ host: url.host, search }), remember: false };
}

/**
 * Every banner's theme as the build made it (`banner-themes.json`, written by the storefront's
 * build), read from the files already in memory. Without the manifest (an older build) pages go
 * out as built and the app fetches its theme itself.
 */
export function loadBannerThemes(files: ReadonlyMap<string, StorefrontFile>): Map<BannerId, BannerTheme> {
  const themes = new Map<BannerId, BannerTheme>();
  const manifestFile = files.get('/banner-themes.json');
  if (!manifestFile) return themes;
  const manifest = JSON.parse(new TextDecoder().decode(manifestFile.body)) as Manifest;
  for (const [banner, { css, className }] of Object.entries(manifest)) {
    const file = files.get(css);
    if (!isBannerId(banner) || !file) throw new Error(`banner-themes.json names ${banner} → ${css}, not in the build.`);
    themes.set(banner, { banner, className, css: new TextDecoder().decode(file.body) });
  }
  return themes;
}
