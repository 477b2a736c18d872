// The one place the address model meets the address form's values (scheduling spec §3 "Address
// form values"; the account form and the wallet's billing forms use the same names).
import type { Address } from './address';
import { tidyAddress } from './tidy';

/** The address form's values; isHome is 'Make this my mailing address'. */
export interface AddressFormValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  isHome: boolean;
}

/** The address from the form. The id and what the form does not show are kept when editing. */
export function fromFormValues(values: AddressFormValues, editing?: Address): Address {
  return tidyAddress({
    ...editing,
    // A changed address is no longer where the old coordinates point.
    location: undefined,
    street: values.addressLine1,
    unit: values.addressLine2,
    locality: values.city,
    region: values.state,
    postalCode: values.zipCode,
    countryCode: undefined,
    type: values.isHome ? 'home' : 'delivery',
  });
}

/** The form's starting values: an address being edited, or an empty form. */
export function toFormValues(address?: Address): AddressFormValues {
  return {
    addressLine1: address?.street ?? '',
    addressLine2: address?.unit ?? '',
    city: address?.locality ?? '',
    state: address?.region ?? '',
    zipCode: address?.postalCode ?? '',
    isHome: address?.type === 'home',
  };
}
