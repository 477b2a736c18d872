import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('owensmarket');
