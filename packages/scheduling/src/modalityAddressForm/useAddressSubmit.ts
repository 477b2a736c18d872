'use client';

import {
  fromFormValues,
  toFormValues,
  toProfileAddressPayload,
  toValidationRequest,
  type Address,
  type AddressFormValues,
  type AddressValidationResult,
} from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { useAnalytics, useServiceClient, useServiceErrorMessage, useStorefront } from '@aisle/core';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { useAddressCheck } from '../modalityAddressBook/useAddressCheck';
import { addressesKey } from '../modalityAddressBook/useModalityAddresses';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../words';
import { addressFormMessages } from './addressFormMessages';
import { addressUserConstraint } from './addressFormAnalytics';
import { afterValidation, AddressProblem, type AddressFormStep } from './addressSteps';

const words = /* @__PURE__ */ Object.assign({}, addressFormMessages, selectorMessages);

export interface UseAddressSubmitOptions {
  modality: AddressModality;
  /** The way of shopping's name in the not-eligible message: 'Delivery'. */
  modalityName: string;
  /** The saved address being edited; absent when adding. */
  editing?: Address | undefined;
  /** The saved address is eligible: the option to set as the active modality. */
  onChosen(option: ModalityOption): Promise<void>;
}

export interface AddressSubmit {
  step: AddressFormStep;
  /** What the shopper last typed (the edited address to start with): the form's values on its return. */
  entry: AddressFormValues;
  /** The form's submit: validate, then confirm or save. Rejects with what the form shows. */
  submit(values: AddressFormValues): Promise<void>;
  /** 'Confirm Address': save the suggestion. Rejects with what the confirmation shows. */
  confirm(): Promise<void>;
  /** 'Edit Address': back to the form with the shopper's original entry. */
  edit(): void;
  /** A rejection of `submit` or `confirm` in the shopper's words. */
  errorMessage(error: unknown): string;
}

/**
 * The address form's steps in the selector (§4 "Address form", "On save", "Address submit in the
 * selector"): validate; a corrected address is confirmed first; then the address is added to the
 * shopper's address book (or the edited one updated) and checked for the way of shopping exactly as
 * choosing a saved address is (`useAddressCheck`), and an eligible one is set.
 */
export function useAddressSubmit({
  modality,
  modalityName,
  editing,
  onChosen,
}: UseAddressSubmitOptions): AddressSubmit {
  const messages = useSchedulingWords(words);
  const client = useServiceClient();
  const calls = useSchedulingCalls();
  const { now } = useStorefront();
  const check = useAddressCheck(modality, modalityName);
  const track = useAnalytics();
  const serviceErrorMessage = useServiceErrorMessage();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<AddressFormStep>({ step: 'ADDRESS_VALIDATION' });
  const [entry, setEntry] = useState(() => toFormValues(editing));
  // Once added, the address is the book's: a second try (it was not eligible) updates it, not adds it again.
  const savedId = useRef(editing?.id);

  const save = async (address: Address) => {
    const id = savedId.current;
    const payload = toProfileAddressPayload(id ? { ...address, id } : address, { now });
    const saved = id ? await calls.updateAddress(client, id, payload) : await calls.addAddress(client, payload);
    savedId.current = saved.id;
    // The book is not on screen: dropping what it holds makes it load afresh when Back shows it.
    void mutate(addressesKey, undefined, { revalidate: false });
    const checked = await check(saved);
    if ('problem' in checked) throw new AddressProblem(checked.problem);
    try {
      await onChosen(checked.option);
    } catch {
      throw new AddressProblem(messages.setModalityFailed);
    }
  };

  const submit = async (values: AddressFormValues) => {
    setEntry(values);
    const typed = fromFormValues(values, editing);
    let result: AddressValidationResult | undefined;
    try {
      result = await calls.validateAddress(client, toValidationRequest(typed), { type: typed.type });
    } catch {
      result = undefined;
    }
    const next = afterValidation(result, typed);
    if (next.next === 'not-valid') throw new AddressProblem(messages.addressNotValid);
    if (next.next === 'save') return save(typed);
    track(addressUserConstraint(next.verified ? 'corrected' : 'unverified'));
    setStep({ step: 'ADDRESS_CONFIRMATION', suggestion: next.suggestion, verified: next.verified });
  };

  const confirm = async () => {
    if (step.step === 'ADDRESS_CONFIRMATION') await save(step.suggestion);
  };

  return {
    step,
    entry,
    submit,
    confirm,
    edit: () => setStep({ step: 'ADDRESS_VALIDATION' }),
    errorMessage: (error) => (error instanceof AddressProblem ? error.message : serviceErrorMessage(error)),
  };
}
