import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('gerbes');
