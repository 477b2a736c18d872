import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('homechef');
