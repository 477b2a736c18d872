// The package entry. Stylesheets, JSON, logos and fonts are subpaths of their own (`./themes/*.css` …).

// Banners and their themes
export {
  banners,
  bannerIds,
  bannerThemeClass,
  defaultBannerId,
  getBanner,
  getBannerTokens,
  isBannerId,
  type Banner,
  type BannerId,
  type BannerKind,
} from './banners/banners';
export { logoBox, type BannerLogo } from './banners/logo';
export { BannerTheme, setDocumentBanner } from './BannerTheme';

// The theme contract and the token shape
export { vars } from './contract.css';
export type { BannerTokens, ColorScale, Palette, SemanticColors, ThemeTokens } from './tokens/tokenType';
export { cssVariableName } from './tokens/cssVariables';
export { contrast } from './tokens/color';

// Breakpoints
export { breakpoints, mediaQueries, type Breakpoint } from './tokens/base';
