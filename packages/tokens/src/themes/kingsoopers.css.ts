import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('kingsoopers');
