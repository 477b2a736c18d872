export { BannerTheme } from './BannerTheme';
export { setDocumentBanner } from './setDocumentBanner';
