import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('thelittleclinic');
