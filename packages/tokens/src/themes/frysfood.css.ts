import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('frysfood');
