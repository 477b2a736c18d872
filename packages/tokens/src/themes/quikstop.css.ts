import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('quikstop');
