import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('smithsfoodanddrug');
