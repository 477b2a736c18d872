import { readAddressLines, toAddressLines } from './addressLines';
import { readStateCode, toUiAddress, type AddressLike } from './mapping';
import { resolveCountry } from './regions';
import type { AddressUi, BillingAddress, BillingAddressPayload, CardBillingAddress } from './types';

// The wallet's billing addresses come back as { type, id, address { street … } }: toUiAddress reads them.

/** The address stored on a card and sent as paymentMethod.billing when a card is added. */
export function toCardBillingAddress(address: AddressLike): CardBillingAddress {
  const ui = toUiAddress(address);
  return {
    addressLines: toAddressLines(ui.street, ui.unit),
    cityTown: ui.locality,
    countryCode: ui.countryCode,
    stateProvince: ui.region,
    postalCode: ui.postalCode,
  };
}

/** A card's own address, used when the account has no billing address. It has no id and is not the mailing address. */
export function fromCardBillingAddress(card: CardBillingAddress): AddressUi {
  const { street, unit } = readAddressLines(card.addressLines);
  return toUiAddress({
    street,
    unit,
    locality: card.cityTown,
    region: card.stateProvince,
    postalCode: card.postalCode,
    countryCode: resolveCountry(card.countryCode, readStateCode(card.stateProvince)),
    isMailingAddress: false,
  });
}

/** A card's billingAddress; its state may be a full name, which becomes the code. */
export function fromBillingAddress(billing: BillingAddress): AddressUi {
  return toUiAddress({
    street: billing.addressLine1,
    unit: billing.addressLine2 ?? '',
    locality: billing.city,
    region: billing.state,
    postalCode: billing.zipCode,
    countryCode: resolveCountry(billing.country, readStateCode(billing.state)),
    isMailingAddress: false,
  });
}

/** The billingAddress shape of a card. */
export function toBillingAddress(address: AddressLike): BillingAddress {
  const ui = toUiAddress(address);
  return {
    addressLine1: ui.street,
    addressLine2: ui.unit ?? '',
    city: ui.locality,
    state: ui.region,
    zipCode: ui.postalCode,
    country: ui.countryCode,
  };
}

/** The body's address for PUT /payment/v2/wallet/account/billing: send it as { address }. */
export function toBillingAddressPayload(address: AddressLike): BillingAddressPayload {
  const ui = toUiAddress(address);
  const addressType = ui.isMailingAddress ? 'home' : 'delivery';
  return {
    ...(ui.id ? { addressId: ui.id } : {}),
    addressLine1: ui.street,
    addressLine2: ui.unit ?? '',
    addressType,
    city: ui.locality,
    countryCode: ui.countryCode,
    preferredAddress: addressType === 'home',
    stateCode: ui.region,
    zip: ui.postalCode,
  };
}
