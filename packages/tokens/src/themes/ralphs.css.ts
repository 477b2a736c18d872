import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('ralphs');
