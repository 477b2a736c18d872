'use client';

import { ModalContent, ModalRoot } from '@aisle/ui';
import { useId, useState } from 'react';
import type { AddressSave, AddressSaveState } from '../addressForm/useAddressSave';
import { AddressConfirmation } from './AddressConfirmation';

export interface UnverifiedAddressModalProps {
  /** The address page's save flow: the modal is open while it is on its 'unverified' step. */
  save: AddressSave;
}

/**
 * The legacy page's 'unable to verify' modal (spec §4 outcome 1, §8 "Address verification modal"),
 * over the form, which keeps what was typed: 'Use this address' must be ticked before 'Confirm
 * Address' saves it; 'Edit Address', Escape or × go back to the form. The account modal's default
 * width (500 px, §2); nothing closes it while the save is in flight.
 */
export function UnverifiedAddressModal({ save }: UnverifiedAddressModalProps) {
  const titleId = useId();
  // The step's content stays while the modal fades out after the step has moved on, so the
  // closing dialog keeps its heading and name rather than emptying.
  const [shown, setShown] = useState<Extract<AddressSaveState, { step: 'unverified' }> | null>(null);
  if (save.state.step === 'unverified' && save.state !== shown) setShown(save.state);
  return (
    <ModalRoot
      open={save.state.step === 'unverified'}
      onOpenChange={(open) => {
        if (!open && !save.busy) save.edit();
      }}
    >
      <ModalContent
        aria-labelledby={titleId}
        aria-describedby={undefined}
        // The heading first, so the message under it is read before the choice.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(titleId)?.focus();
        }}
      >
        {shown && (
          <AddressConfirmation
            save={save.state.step === 'unverified' ? save : { ...save, state: shown }}
            headingLevel={2}
            headingId={titleId}
            offerOriginal
          />
        )}
      </ModalContent>
    </ModalRoot>
  );
}
