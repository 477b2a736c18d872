import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('foodsco');
