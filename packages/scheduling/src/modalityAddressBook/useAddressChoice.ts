'use client';

import type { Address } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { useServiceClient } from '@aisle/core';
import { format } from '@aisle/ui';
import { useState } from 'react';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../words';
import { addressBookMessages } from './addressBookMessages';
import { chooseAddress } from './chooseAddress';

const words = /* @__PURE__ */ Object.assign({}, addressBookMessages, selectorMessages);

export interface UseAddressChoiceOptions {
  modality: AddressModality;
  /** The way of shopping's name in the not-eligible message: 'Delivery'. */
  modalityName: string;
  /** The address is eligible: the option to set. A rejection shows the technical-difficulties message. */
  onChosen(option: ModalityOption): Promise<void>;
}

/**
 * Choosing a saved address in either address book (§4 "Selecting an address"): checked for the way
 * of shopping, then set; what went wrong in the spec's words, for the book to show by its button.
 */
export function useAddressChoice({ modality, modalityName, onChosen }: UseAddressChoiceOptions) {
  const messages = useSchedulingWords(words);
  const client = useServiceClient();
  const calls = useSchedulingCalls();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (address: Address) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const choice = await chooseAddress(client, calls, address, modality);
      if (!choice.eligible) {
        setProblem(format(messages.addressNotEligible, { modality: modalityName }));
        return;
      }
      await onChosen(choice.option);
    } catch {
      setProblem(messages.setModalityFailed);
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, choose };
}
