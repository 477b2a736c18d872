import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('loafnjug');
