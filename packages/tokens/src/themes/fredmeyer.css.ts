import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('fredmeyer');
