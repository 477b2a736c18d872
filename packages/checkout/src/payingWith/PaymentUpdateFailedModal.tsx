'use client';

import { Button, Modal } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../messages';
import type { UpdateFailure } from './updateFailure';

export interface PaymentUpdateFailedModalProps {
  /** The failure to show; none, closed. */
  failure: UpdateFailure | undefined;
  onTryAgain(): void;
  /** With SNAP EBT chosen: takes the SNAP EBT card off the order. */
  onRemoveCard(): void;
  onClose(): void;
}

/**
 * A failed payment update (checkout spec §4): 'Something went wrong' with Try Again and Remove Card
 * when SNAP EBT is chosen, else the payments-update-failed modal ("We couldn't update your payment
 * methods please try again.") with Try Again.
 */
export function PaymentUpdateFailedModal({
  failure,
  onTryAgain,
  onRemoveCard,
  onClose,
}: PaymentUpdateFailedModalProps) {
  const messages = useCheckoutMessages();
  // The last failure stays in the modal while it animates closed.
  const [shown, setShown] = useState(failure);
  if (failure !== undefined && failure !== shown) setShown(failure);
  const snap = shown?.snap ?? false;
  return (
    <Modal.Root
      open={failure !== undefined}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal.Content width="small">
        <Modal.Title>{snap ? messages.somethingWentWrongTitle : messages.payingWithUpdateFailedTitle}</Modal.Title>
        <Modal.Description>{shown?.message}</Modal.Description>
        <Modal.Footer>
          {snap ? (
            <Button variant="secondary" onClick={onRemoveCard}>
              {messages.removeCard}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              {messages.payingWithClose}
            </Button>
          )}
          <Button onClick={onTryAgain}>{messages.tryAgain}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
