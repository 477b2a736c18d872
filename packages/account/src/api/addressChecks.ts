import { isCompleteAddress, type Address } from '@aisle/contracts';

/**
 * Thrown before any call when an address lacks what the services require (account spec §5:
 * 'invalid address'; edit and delete require an address id), so no request is wasted on it.
 */
export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

export function requireCompleteAddress(address: Address): void {
  if (!isCompleteAddress(address)) throw new InvalidAddressError('invalid address');
}

/** The saved address's id; edit and delete cannot go without it. */
export function requireAddressId(address: Address | { addressId: string | undefined }): string {
  const id = ('street' in address ? address.id : address.addressId)?.trim();
  if (!id) throw new InvalidAddressError('invalid address: an address id is required');
  return id;
}
