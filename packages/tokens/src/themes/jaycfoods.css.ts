import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('jaycfoods');
