export { vars } from './contract.css';
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
export { breakpoints, mediaQueries, type Breakpoint } from './tokens/base';
export { contrast } from './tokens/color';
export { cssVariableName } from './tokens/cssVariables';
export type { BannerTokens, ColorScale, Palette, SemanticColors, ThemeTokens } from './tokens/tokenType';
