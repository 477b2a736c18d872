import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('pay-less');
