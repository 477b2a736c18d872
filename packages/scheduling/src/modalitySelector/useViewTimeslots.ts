'use client';

import type { ActiveModality, ModalityOption } from '@aisle/contracts/scheduling';
import { useServiceClient } from '@aisle/core';
import { useState } from 'react';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { bannerDeliveryOption } from '../storeSearch/storeRules';

export interface UseViewTimeslotsOptions {
  signedIn: boolean;
  /** How the shopper shops now: delivering, its address is their primary delivery address. */
  activeModality: ActiveModality | null | undefined;
  /** Sign in first, or choose the address to deliver to: the selector's screen for delivery. */
  onAddressBook(): void;
  /** The banner delivers to the address: its times, for this option. */
  onTimeslots(option: ModalityOption): void;
  /** The options could not be asked for again. */
  onFailed(): void;
}

/** A ZIP+4 is the same place as its first five digits. */
const zipOf = (postalCode: string) => postalCode.trim().slice(0, 5);

/**
 * 'View Delivery Times' for a typed postal code (§4 "Viewing timeslots"). The times are quoted for
 * an address, and a postal code is not one: unless the code is the one of the address the shopper
 * has delivery to now, the address book asks which (a visitor signs in first). Otherwise the
 * options for that address are asked for again, so the times are those of the store that delivers
 * there today, and the times open; if the banner no longer delivers there, the address book again.
 */
export function useViewTimeslots({
  signedIn,
  activeModality,
  onAddressBook,
  onTimeslots,
  onFailed,
}: UseViewTimeslotsOptions) {
  const client = useServiceClient();
  const { getModalityOptions } = useSchedulingCalls();
  const [busy, setBusy] = useState(false);

  const view = async (postalCode: string) => {
    const address = activeModality?.modalityType === 'DELIVERY' ? activeModality.destination.address : undefined;
    if (!signedIn || !address || zipOf(address.postalCode) !== zipOf(postalCode)) {
      onAddressBook();
      return;
    }
    setBusy(true);
    try {
      const option = bannerDeliveryOption(await getModalityOptions(client, { address }));
      if (option) onTimeslots({ ...option, destination: { ...option.destination, address } });
      else onAddressBook();
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  return { view, busy };
}
