import { resolveTokens } from '../tokens/resolve';
import type { BannerTokens } from '../tokens/tokenType';
import { brandDefinitions, defaultBannerId, type BannerId, type BannerKind } from './brands';
import { drawLogo, type BannerLogo } from './logo';

export interface Banner {
  id: BannerId;
  domain: string;
  title: string;
  kind: BannerKind;
  logo: BannerLogo;
  /** Put this class on an element (ideally `<html>`) to apply the banner's theme beneath it. */
  themeClass: string;
}

/** The stable class a banner's theme is declared on, so the banner list needs none of the CSS. */
export function bannerThemeClass(id: BannerId): string {
  return `aisle-banner-${id}`;
}

const tokensById = new Map<string, BannerTokens>(brandDefinitions.map((brand) => [brand.id, resolveTokens(brand)]));

export const banners: readonly Banner[] = brandDefinitions.map((brand) => ({
  id: brand.id,
  domain: brand.domain,
  title: brand.title,
  kind: brand.kind,
  logo: drawLogo(brand, resolveTokens(brand)),
  themeClass: bannerThemeClass(brand.id),
}));

export const bannerIds: readonly BannerId[] = banners.map((banner) => banner.id);

export function isBannerId(id: string): id is BannerId {
  return tokensById.has(id);
}

/** The banner with this id; an unknown id throws, naming the valid ones. */
export function getBanner(id: string): Banner {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner) throw new Error(`Unknown banner "${id}". Valid banner ids: ${bannerIds.join(', ')}.`);
  return banner;
}

/** The raw and semantic tokens of a banner, as plain values (for tools, tests and the gallery). */
export function getBannerTokens(id: string): BannerTokens {
  const tokens = tokensById.get(id);
  if (!tokens) throw new Error(`Unknown banner "${id}". Valid banner ids: ${bannerIds.join(', ')}.`);
  return tokens;
}

export { defaultBannerId, type BannerId, type BannerKind };
