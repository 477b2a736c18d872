import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('metromarket');
