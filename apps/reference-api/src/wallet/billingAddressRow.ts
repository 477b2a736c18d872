// The storage boundary of the wallet's billing addresses: a row of wallet_billing_addresses in and
// out. The answer's shape is @aisle/contracts' (toBillingAddressRecord); nothing else here knows
// the column names.
import { tidyAddress, type Address, type CountryCode } from '@aisle/contracts';

/** A row of wallet_billing_addresses, as the queries read it. */
export interface BillingAddressRow {
  id: string;
  street: string;
  unit: string | null;
  city: string;
  county: string | null;
  state: string;
  postal_code: string;
  country: CountryCode;
  type: Address['type'];
}

/** The columns an insert or update writes; `preferred` is kept equal to type = 'home'. */
export type BillingAddressColumns = Omit<BillingAddressRow, 'id'> & { preferred: boolean };

export const billingAddressColumns = 'id, street, unit, city, county, state, postal_code, country, type';

/** A stored billing address: it always has its id. */
export type StoredBillingAddress = Address & { id: string };

export function fromBillingAddressRow(row: BillingAddressRow): StoredBillingAddress {
  const { street, unit, city: locality, county, state: region, postal_code: postalCode, country: countryCode } = row;
  // tidyAddress leaves out the columns that are null.
  return {
    id: row.id,
    ...tidyAddress({ street, unit, locality, county, region, postalCode, countryCode, type: row.type }),
  };
}

export function toBillingAddressColumns(address: Address): BillingAddressColumns {
  const { street, unit = null, locality: city, county = null, region: state, postalCode, countryCode, type } = address;
  return {
    street,
    unit,
    city,
    county,
    state,
    postal_code: postalCode,
    country: countryCode,
    type,
    preferred: type === 'home',
  };
}
