import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('harristeeter');
