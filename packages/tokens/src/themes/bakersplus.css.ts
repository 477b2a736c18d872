import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('bakersplus');
