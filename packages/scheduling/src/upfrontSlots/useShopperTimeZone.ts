// The one implementation is core's, shared with the hosts (the storefront's cart dates its days by it).
export { useShopperTimeZone } from '@aisle/core';
