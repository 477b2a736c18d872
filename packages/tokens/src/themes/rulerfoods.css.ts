import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('rulerfoods');
