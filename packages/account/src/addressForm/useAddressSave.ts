'use client';

import {
  fromFormValues,
  requiresValidation,
  validationOutcome,
  type Address,
  type AddressFormValues,
  type AddressValidationResult,
} from '@aisle/contracts';
import { useCallback, useRef, useState } from 'react';
import { requireCompleteAddress } from '../api/addressChecks';
import { useAddressBook } from '../hooks/useAddressBook';
import type { AddressBookVersion } from '../hooks/addressBookCalls';
import { useAccountMessages } from '../messages';

/** Which address a corrected outcome saves: the service's suggestion (the default) or what was typed. */
export type AddressChoice = 'suggestion' | 'original';

/** The account spec §4 save flow, one step at a time. */
export type AddressSaveState =
  /** The form is showing; nothing has been sent. */
  | { step: 'form' }
  /** Not validated, or the validation call failed: 'Use this address' must be ticked before saving. */
  | { step: 'unverified'; original: Address; useThisAddress: boolean }
  /** Corrected: the suggestion against what was typed, the suggestion chosen first. */
  | { step: 'corrected'; suggestion: Address; original: Address; choice: AddressChoice }
  /** Saved: the caller shows `toast` ('Your address has been created.' / '… updated.'), the list is refreshed. */
  | { step: 'saved'; address: Address; created: boolean; toast: string };

export interface UseAddressSaveOptions {
  version: AddressBookVersion;
  /** The id of the address being edited; absent when adding. */
  addressId?: string | undefined;
  /** Called after a successful save, e.g. to show the toast and return to the address book. */
  onSaved?: (saved: Extract<AddressSaveState, { step: 'saved' }>) => void;
  /**
   * Saves an address the service did not correct (not validated, or the check failed) as typed,
   * without the 'Use this address' step: the newer modal's flow (§4 "Newer modal": only a correction
   * shows the confirmation view). False by default, the address page's flow.
   */
  saveUncorrected?: boolean | undefined;
}

export interface AddressSave {
  state: AddressSaveState;
  /** True while a validation or save call is in flight. */
  busy: boolean;
  /**
   * The form's submit: validates a US address, or saves a Canadian one directly. Rejects when the
   * save fails, or before any call when a field holds a character no address has (an emoji).
   */
  submit(values: AddressFormValues): Promise<AddressSaveState>;
  /** Ticks or unticks 'Use this address' on the unverified step. */
  setUseThisAddress(checked: boolean): void;
  /** Picks the suggestion or the original on the corrected step. */
  choose(choice: AddressChoice): void;
  /**
   * Saves from the unverified step (only once 'Use this address' is ticked; otherwise nothing is
   * sent and the state is unchanged) or the chosen address from the corrected step. Rejects when
   * the save fails, leaving the step as it was.
   */
  confirm(): Promise<AddressSaveState>;
  /** Back to the form ('Edit Address' from the confirmation). */
  edit(): void;
}

/** The suggestion, keeping the id and type (mailing or not) of what was typed. */
function suggestionOf(result: AddressValidationResult, original: Address): Address {
  if (!result.address) return original;
  return { ...result.address, ...(original.id ? { id: original.id } : {}), type: original.type };
}

/**
 * The address save flow (account spec §4) over `useAddressBook`: a US address is validated first;
 * unverified (including a failed validation) asks for 'Use this address', corrected offers the
 * suggestion, validated saves at once. Canadian provinces skip validation and save directly.
 */
export function useAddressSave({
  version,
  addressId,
  onSaved,
  saveUncorrected = false,
}: UseAddressSaveOptions): AddressSave {
  const book = useAddressBook({ version });
  const messages = useAccountMessages();
  const [state, setState] = useState<AddressSaveState>({ step: 'form' });
  const [busy, setBusy] = useState(false);
  // The latest state for the async steps, which outlive the render that started them.
  const current = useRef(state);
  const move = useCallback((next: AddressSaveState) => {
    current.current = next;
    setState(next);
    return next;
  }, []);

  const { add, update, validate } = book;
  const save = useCallback(
    async (address: Address) => {
      const created = address.id === undefined;
      const saved = created ? await add(address) : await update(address);
      const next = move({
        step: 'saved',
        address: saved,
        created,
        toast: created ? messages.addressCreatedToast : messages.addressUpdatedToast,
      });
      if (next.step === 'saved') onSaved?.(next);
      return next;
    },
    [add, update, move, messages, onSaved],
  );

  const run = useCallback(async (work: () => Promise<AddressSaveState>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const submit = useCallback(
    (values: AddressFormValues) =>
      run(async () => {
        const typed = fromFormValues(values);
        const original = addressId === undefined ? typed : { ...typed, id: addressId };
        // Before validation, which passes emoji through: the shopper hears why at once, on the form.
        requireCompleteAddress(original);
        if (!requiresValidation(original)) return save(original);
        let result: AddressValidationResult | undefined;
        try {
          result = await validate(original);
        } catch {
          // "A validation failure is treated as unverified."
          result = undefined;
        }
        switch (validationOutcome(result)) {
          case 'unverified':
            if (saveUncorrected) return save(original);
            return move({ step: 'unverified', original, useThisAddress: false });
          case 'corrected':
            return move({
              step: 'corrected',
              original,
              suggestion: result ? suggestionOf(result, original) : original,
              choice: 'suggestion',
            });
          case 'validated':
            return save(original);
        }
      }),
    [addressId, move, run, save, saveUncorrected, validate],
  );

  const setUseThisAddress = useCallback(
    (checked: boolean) => {
      const now = current.current;
      if (now.step === 'unverified') move({ ...now, useThisAddress: checked });
    },
    [move],
  );

  const choose = useCallback(
    (choice: AddressChoice) => {
      const now = current.current;
      if (now.step === 'corrected') move({ ...now, choice });
    },
    [move],
  );

  const confirm = useCallback(() => {
    const now = current.current;
    if (now.step === 'unverified' && now.useThisAddress) return run(() => save(now.original));
    if (now.step === 'corrected') return run(() => save(now.choice === 'suggestion' ? now.suggestion : now.original));
    return Promise.resolve(now);
  }, [run, save]);

  const edit = useCallback(() => {
    move({ step: 'form' });
  }, [move]);

  return { state, busy, submit, setUseThisAddress, choose, confirm, edit };
}
