import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('copps');
