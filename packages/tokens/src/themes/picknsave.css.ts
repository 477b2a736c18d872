import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('picknsave');
