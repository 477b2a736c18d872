// Which billing address a card form uses (wallet spec §4 "Billing address", §5 "Add card"), and
// whether it can be sent: pure, so the add and edit forms and the address list agree.
import {
  fromBillingAddress,
  fromCardBillingAddress,
  isSameAddress,
  readAddressType,
  toUiAddress,
  type AddressUi,
  type BillingAddressRecord,
} from '@aisle/core/address';
import { format } from '@aisle/ui';
import { custom } from 'zod';
import type { WalletCard } from '../../api/types';
import { flyoutBillingAddressSchema } from '../../forms/billingAddressSchema';
import type { WalletMessages } from '../../messages';

/** A card's own billing address, if it has one. */
export function cardOwnAddress(card: WalletCard | undefined): AddressUi | undefined {
  if (card?.address) return fromCardBillingAddress(card.address);
  if (card?.billingAddress) return fromBillingAddress(card.billingAddress);
  return undefined;
}

/**
 * The form's address until the shopper picks one. Editing: the card's own address (the account's
 * copy of it when there is one, so the list shows it chosen). Adding: the account's 'home' address,
 * else its first; with no account address, the card's own (§4), which a new card does not have.
 */
export function defaultBillingAddress(
  addresses: readonly BillingAddressRecord[],
  card: WalletCard | undefined,
): AddressUi | undefined {
  const own = cardOwnAddress(card);
  if (own) {
    const saved = addresses.find((record) => isSameAddress(record, own));
    return saved ? toUiAddress(saved) : own;
  }
  const home = addresses.find((record) => readAddressType(record.type) === 'home') ?? addresses[0];
  return home ? toUiAddress(home) : undefined;
}

/** The flyout address form's values for an address: what its schema checks. */
export function toFlyoutAddressValues(address: AddressUi) {
  return {
    addressLine1: address.street,
    addressLine2: address.unit ?? '',
    city: address.locality,
    state: address.region,
    // The form's ZIP+4 is nine digits; a stored one may carry its hyphen.
    zipCode: address.countryCode === 'US' ? address.postalCode.replace(/[-\s]/g, '') : address.postalCode,
  };
}

/**
 * The card forms' billing-address field (§5 "Cards"): one must be chosen ('Please select a billing
 * address.') and every part of it must pass the flyout address rules, else the invalid-characters message.
 */
export function billingAddressField(messages: WalletMessages) {
  const addressSchema = flyoutBillingAddressSchema(messages);
  return custom<AddressUi | null>()
    .refine((address) => address !== null && address !== undefined, messages.billingAddressNotSelected)
    .refine(
      (address) => !address || addressSchema.safeParse(toFlyoutAddressValues(address)).success,
      messages.billingAddressInvalidCharacters,
    )
    .transform((address) => address as AddressUi);
}

/** The lines an address is shown in: street, unit, then the city line ('Cincinnati, OH 45202'). */
export function addressLines(address: AddressUi, messages: Pick<WalletMessages, 'addressCityLine'>): string[] {
  const cityLine = format(messages.addressCityLine, {
    city: address.locality,
    state: address.region,
    zip: address.postalCode,
  });
  return [address.street, address.unit ?? '', cityLine].filter((line) => line.trim().length > 0);
}
