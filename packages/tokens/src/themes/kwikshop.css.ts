import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('kwikshop');
