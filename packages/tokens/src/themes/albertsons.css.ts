import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('albertsons');
