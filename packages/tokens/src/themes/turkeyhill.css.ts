import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('turkeyhill');
