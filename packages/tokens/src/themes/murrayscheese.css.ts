import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('murrayscheese');
