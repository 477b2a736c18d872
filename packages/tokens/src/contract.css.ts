import { createGlobalThemeContract } from '@vanilla-extract/css';
import { getBannerTokens } from './banners/banners';
import { defaultBannerId } from '@aisle/contracts';
import { cssVariableName, themeTokensOf } from './tokens/cssVariables';
import type { ThemeVars } from './tokens/tokenType';

/**
 * The one theme contract. Its variables have stable public names (`--aisle-color-text-primary`)
 * rather than hashed ones, so that:
 * - the plain CSS emitted for non-React consumers declares the very variables our components read;
 * - a product team can override one token in its own CSS;
 * - every build of every package agrees on the names, however it resolves `@aisle/tokens`.
 * The default banner's tokens only give the contract its shape.
 */
export const vars: ThemeVars = createGlobalThemeContract(
  themeTokensOf(getBannerTokens(defaultBannerId)),
  (_value, path) => cssVariableName(path),
);
