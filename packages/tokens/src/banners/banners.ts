import { bannerList, isBannerId, unknownBannerError, type BannerId, type BannerIdentity } from '@aisle/contracts';
import { resolveTokens } from '../tokens/resolve';
import type { BannerTokens } from '../tokens/tokenType';
import { brandDefinitions, type BrandDefinition } from './brands';
import { drawLogo, type BannerLogo } from './logo';

/** A banner as the themes know it: who it is (`@aisle/contracts`) and its look. */
export interface Banner extends BannerIdentity {
  id: BannerId;
  logo: BannerLogo;
  /** Put this class on an element (ideally `<html>`) to apply the banner's theme beneath it. */
  themeClass: string;
}

/** The stable class a banner's theme is declared on, so the banner list needs none of the CSS. */
export function bannerThemeClass(id: BannerId): string {
  return `aisle-banner-${id}`;
}

const looks = new Map<string, BrandDefinition>(brandDefinitions.map((brand) => [brand.id, brand]));

/** The look of a banner; the unit tests hold every banner of the list to exactly one. */
function lookOf(id: BannerId): BrandDefinition {
  const look = looks.get(id);
  if (!look) throw new Error(`Banner "${id}" has no look in @aisle/tokens.`);
  return look;
}

// Resolved on first use: every banner's palette and logo at start-up cost each page ~7 ms of
// main thread on a phone (68 colour scales resolved) to show one banner.
const tokensById = new Map<string, BannerTokens>();

function tokensOf(id: BannerId): BannerTokens {
  let tokens = tokensById.get(id);
  if (!tokens) {
    tokens = resolveTokens(lookOf(id));
    tokensById.set(id, tokens);
  }
  return tokens;
}

function bannerOf(identity: (typeof bannerList)[number]): Banner {
  let logo: BannerLogo | undefined;
  return {
    ...identity,
    get logo() {
      return (logo ??= drawLogo({ ...lookOf(identity.id), title: identity.title }, tokensOf(identity.id)));
    },
    themeClass: bannerThemeClass(identity.id),
  };
}

/** Every banner with its look, in the order of the banner list. */
export const banners: readonly Banner[] = bannerList.map(bannerOf);

/** The banner with this id; an unknown id throws, naming the valid ones. */
export function getBanner(id: string): Banner {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner) throw unknownBannerError(id);
  return banner;
}

/** The raw and semantic tokens of a banner, as plain values (for tools, tests and the gallery). */
export function getBannerTokens(id: string): BannerTokens {
  if (!isBannerId(id)) throw unknownBannerError(id);
  return tokensOf(id);
}
