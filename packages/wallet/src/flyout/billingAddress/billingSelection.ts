// Which billing address a card form uses (wallet spec §4 "Billing address", §5 "Add card"), and
// whether it can be sent: pure, so the add and edit forms and the address list agree.
import type { WalletCard } from '@aisle/contracts/wallet';
import {
  fromBillingAddress,
  fromCardBillingAddress,
  isMailingAddress,
  isSameAddress,
  toFormValues,
  type Address,
} from '@aisle/contracts';
import { format } from '@aisle/ui';
import { custom } from 'zod';
import { flyoutBillingAddressSchema } from '../../forms/billingAddressSchema';
import type { WalletMessages } from '../../messages';

/** A card's own billing address, if it has one. */
export function cardOwnAddress(card: WalletCard | undefined): Address | undefined {
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
  addresses: readonly Address[],
  card: WalletCard | undefined,
): Address | undefined {
  const own = cardOwnAddress(card);
  if (own) return addresses.find((address) => isSameAddress(address, own)) ?? own;
  return addresses.find(isMailingAddress) ?? addresses[0];
}

/** The flyout address form's values for an address: what its schema checks. */
export function toFlyoutAddressValues(address: Address) {
  const { isHome: _mailing, ...values } = toFormValues(address);
  return values;
}

/**
 * The card forms' billing-address field (§5 "Cards"): one must be chosen ('Please select a billing
 * address.') and every part of it must pass the flyout address rules, else the invalid-characters message.
 */
export function billingAddressField(messages: WalletMessages) {
  const addressSchema = flyoutBillingAddressSchema(messages);
  return custom<Address | null>()
    .refine((address) => address !== null && address !== undefined, messages.billingAddressNotSelected)
    .refine(
      (address) => !address || addressSchema.safeParse(toFlyoutAddressValues(address)).success,
      messages.billingAddressInvalidCharacters,
    )
    .transform((address) => address as Address);
}

/** The lines an address is shown in: street, unit, then the city line ('Cincinnati, OH 45202'). */
export function addressLines(address: Address, messages: Pick<WalletMessages, 'addressCityLine'>): string[] {
  const cityLine = format(messages.addressCityLine, {
    city: address.locality,
    state: address.region,
    zip: address.postalCode,
  });
  return [address.street, address.unit ?? '', cityLine].filter((line) => line.trim().length > 0);
}
