import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('krogerhealth');
