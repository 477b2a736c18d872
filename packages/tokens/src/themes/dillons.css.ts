import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('dillons');
