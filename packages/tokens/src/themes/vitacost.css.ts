import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('vitacost');
