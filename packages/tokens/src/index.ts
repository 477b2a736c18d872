// The package entry. Stylesheets, JSON, logos and fonts are subpaths of their own (`./themes/*.css` …).

// Banners and their themes
// (Banner ids, kinds and titles are `@aisle/contracts`'; these are the banners with their looks.)
export { banners, bannerThemeClass, getBanner, getBannerTokens, type Banner } from './banners/banners';
export { logoBox, type BannerLogo } from './banners/logo';
export { BannerTheme, setDocumentBanner, type BannerThemeProps } from './BannerTheme';

// The theme contract and the token shape
export { vars } from './contract.css';
export type {
  BannerTokens,
  ColorScale,
  FeedbackColors,
  Palette,
  SemanticColors,
  ThemeTokens,
  ThemeVars,
} from './tokens/tokenType';
export { cssVariableName } from './tokens/cssVariables';
export { contrast, type Hex } from './tokens/color';

// Breakpoints
export { breakpoints, mediaQueries, type Breakpoint } from './tokens/base';
