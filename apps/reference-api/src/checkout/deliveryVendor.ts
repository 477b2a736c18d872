import type { Checkout } from '@aisle/contracts/checkout';
import type { CheckoutRecord } from './checkoutRecord';

/**
 * The partner that delivers the order, from the time's vendor: the banner's own delivery, pickup
 * and ship (its vendor is 'ship') have none.
 */
export const deliveryVendorOf = (record: Pick<CheckoutRecord, 'vendorId'>): Checkout['deliveryVendor'] =>
  record.vendorId === 'instacart' ? 'INSTACART' : null;
