'use client';

import { Button, Modal } from '@aisle/ui';
import { useCheckoutMessages } from '../../messages';

export interface OrderTimedOutModalProps {
  open: boolean;
  /** 'Back to Checkout': the reserved time is gone, so the shopper chooses one again. */
  onBack(): void;
}

/**
 * 'Order Timed Out' (§2 modals, §8 "Order expired"): the time held for the order has run out. Its
 * one button is 'Back to Checkout'; as §8 says, it returns the shopper to the scheduling page,
 * where checkout starts again with a new time (our reading of the two). No other way out: Escape
 * does the same.
 */
export function OrderTimedOutModal({ open, onBack }: OrderTimedOutModalProps) {
  const messages = useCheckoutMessages();
  return (
    <Modal.Root open={open} onOpenChange={(next) => !next && onBack()}>
      <Modal.Content width="small" role="alertdialog" showCloseButton={false} dismissOnOutsideClick={false}>
        <Modal.Title>{messages.orderTimedOutTitle}</Modal.Title>
        <Modal.Description>{messages.orderExpired}</Modal.Description>
        <Modal.Footer>
          <Button variant="primary" onClick={onBack}>
            {messages.backToCheckout}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
