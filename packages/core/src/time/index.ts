export { browserTimeZone, useShopperTimeZone } from './useShopperTimeZone';
