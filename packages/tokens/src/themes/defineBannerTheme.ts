import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import type { BannerId } from '@aisle/contracts';
import { bannerThemeClass, getBannerTokens } from '../banners/banners';
import { vars } from '../contract.css';
import { themeTokensOf } from '../tokens/cssVariables';

/**
 * Declares one banner's theme on its stable class. Called from that banner's own `.css.ts` file so
 * each banner's CSS is a separate file that a site can load alone.
 */
export function defineBannerTheme(id: BannerId): void {
  const selector = `.${bannerThemeClass(id)}`;
  createGlobalTheme(selector, vars, themeTokensOf(getBannerTokens(id)));
  // The themed element also carries the banner's base text style, so children inherit it.
  globalStyle(selector, {
    color: vars.color.text.primary,
    backgroundColor: vars.color.surface.page,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    WebkitFontSmoothing: 'antialiased',
  });
}
