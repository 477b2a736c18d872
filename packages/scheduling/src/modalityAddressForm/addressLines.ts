import type { Address } from '@aisle/contracts';

/** An address as it is written on an envelope: street and unit, then city, state and postal code. */
export function addressLines(address: Address): [string, string] {
  return [
    [address.street, address.unit].filter(Boolean).join(', '),
    `${address.locality}, ${address.region} ${address.postalCode}`,
  ];
}
