import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('marianos');
