import { defineBannerTheme } from './defineBannerTheme';

defineBannerTheme('specialtypharmacy');
