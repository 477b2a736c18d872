import { isAddressText, isCompleteAddress, type Address } from '@aisle/contracts';

/**
 * Thrown before any call when an address lacks what the services require (account spec §5:
 * 'invalid address'; edit and delete require an address id), so no request is wasted on it.
 */
export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

/** The address fields a shopper types freely: Street Address, Apt/Suite and City. */
export type AddressTextField = 'street' | 'unit' | 'locality';

/**
 * Thrown before any call when a typed field holds a character no address has: an emoji, a symbol.
 * The verification service passes such an address as it is, so without this the book keeps it.
 */
export class AddressCharactersError extends Error {
  override readonly name = 'AddressCharactersError';
  constructor(readonly field: AddressTextField) {
    super(`invalid address: unsupported characters in ${field}`);
  }
}

const textFields: readonly AddressTextField[] = ['street', 'unit', 'locality'];

/** The first typed field holding a character an address cannot have, if any. */
export function unsupportedAddressField(address: Pick<Address, AddressTextField>): AddressTextField | undefined {
  return textFields.find((field) => !isAddressText(address[field] ?? ''));
}

/** Refuses an address the services would not take, or the book should not keep, before any call. */
export function requireCompleteAddress(address: Address): void {
  if (!isCompleteAddress(address)) throw new InvalidAddressError('invalid address');
  const field = unsupportedAddressField(address);
  if (field) throw new AddressCharactersError(field);
}

/** The saved address's id; edit and delete cannot go without it. */
export function requireAddressId(address: Address | { addressId: string | undefined }): string {
  const id = ('street' in address ? address.id : address.addressId)?.trim();
  if (!id) throw new InvalidAddressError('invalid address: an address id is required');
  return id;
}
