'use client';

import type { Address } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { useState } from 'react';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../words';
import { useAddressCheck } from './useAddressCheck';

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
  const messages = useSchedulingWords(selectorMessages);
  const check = useAddressCheck(modality, modalityName);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (address: Address) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const checked = await check(address);
      if ('problem' in checked) {
        setProblem(checked.problem);
        return;
      }
      await onChosen(checked.option);
    } catch {
      // Only setting it can fail here: the check says its own failures.
      setProblem(messages.setModalityFailed);
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, choose };
}
