import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('food4less');
