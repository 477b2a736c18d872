import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('qfc');
