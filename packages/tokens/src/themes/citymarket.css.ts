import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('citymarket');
