export { BannerTheme, type BannerThemeProps } from './BannerTheme';
export { setDocumentBanner } from './setDocumentBanner';
