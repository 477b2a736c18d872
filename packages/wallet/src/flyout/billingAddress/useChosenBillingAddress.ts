'use client';

import type { Address } from '@aisle/contracts';
import { useMemo } from 'react';
import { useFlyout } from '../FlyoutContext';
import { defaultBillingAddress } from './billingSelection';
import { useBillingAddresses, type BillingAddressesState } from './useBillingAddresses';

/**
 * The billing address of the card form being filled in: the one the shopper picked on the address
 * list, else the form's default (§4). Stable between renders while nothing changes.
 */
export function useChosenBillingAddress(options?: { load?: boolean }): {
  address: Address | undefined;
  addresses: BillingAddressesState;
} {
  const { state } = useFlyout();
  const addresses = useBillingAddresses(options);
  const { billingAddress, activeCard } = state;
  const list = addresses.addresses;
  const address = useMemo(
    () => billingAddress ?? defaultBillingAddress(list, activeCard),
    [billingAddress, list, activeCard],
  );
  return { address, addresses };
}
