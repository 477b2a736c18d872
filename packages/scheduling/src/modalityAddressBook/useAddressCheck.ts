'use client';

import type { Address } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { isOfflineError, useCustomerServicePhone, useServiceClient, useServiceErrorMessage } from '@aisle/core';
import { format } from '@aisle/ui';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { useSchedulingWords } from '../words';
import { addressBookMessages } from './addressBookMessages';
import { chooseAddress } from './chooseAddress';

/** An address checked for a way of shopping: the option to set, or why not, in the shopper's words. */
export type AddressCheck = { option: ModalityOption } | { problem: string };

/**
 * Checks an address for a way of shopping (`chooseAddress`), for both places that do it: choosing
 * a saved address and saving one from the form. What stops it is said in the spec's words: no
 * postal code (§5), not eligible (§8), or the check's calls failed (§8, with the customer-service
 * number). Offline is the shopper's network, not the validation: the generic offline words say so.
 */
export function useAddressCheck(modality: AddressModality, modalityName: string) {
  const messages = useSchedulingWords(addressBookMessages);
  const client = useServiceClient();
  const calls = useSchedulingCalls();
  const phone = useCustomerServicePhone();
  const describe = useServiceErrorMessage();

  return async (address: Address): Promise<AddressCheck> => {
    try {
      const choice = await chooseAddress(client, calls, address, modality);
      if (choice.eligible) return { option: choice.option };
      return {
        problem:
          choice.reason === 'noPostalCode'
            ? messages.addressValidationNeedsPostalCode
            : format(messages.addressNotEligible, { modality: modalityName }),
      };
    } catch (error) {
      return {
        problem: isOfflineError(error) ? describe(error) : format(messages.addressValidationFailed, { phone }),
      };
    }
  };
}
