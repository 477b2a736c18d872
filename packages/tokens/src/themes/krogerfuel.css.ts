import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('krogerfuel');
