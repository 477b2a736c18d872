import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('kroger');
