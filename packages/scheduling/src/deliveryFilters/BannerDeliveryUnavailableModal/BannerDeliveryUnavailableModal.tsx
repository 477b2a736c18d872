'use client';

import { useBanner } from '@aisle/core';
import { Button, format, Modal } from '@aisle/ui';
import { useStringTableWords } from '../../hooks/useStringTableWords';
import { filterMessages, unavailableDeliveryPlaces } from '../filterMessages';

export interface BannerDeliveryUnavailableModalProps {
  open: boolean;
  /**
   * 'Continue to Scheduler', and Escape: the shopper goes on with all delivery. The host has turned
   * banner-only delivery off already (`shouldFallBackToAllDelivery`) and closes the modal.
   */
  onContinue(): void;
}

/**
 * '{banner} Delivery Unavailable' (§4): the banner's own delivery has no time left, so the quotes
 * are all delivery now. Its one action, 'Continue to Scheduler', goes back to the times; as there is
 * nothing to choose, Escape does the same, and there is no separate close button.
 */
export function BannerDeliveryUnavailableModal({ open, onContinue }: BannerDeliveryUnavailableModalProps) {
  // UNAVAILABLE_DELIVERY of the string table (§7), once loaded: asked for while the modal is closed,
  // so it is there when it opens.
  const messages = useStringTableWords(filterMessages, 'checkout/upfront-timeslots', unavailableDeliveryPlaces);
  const { title: banner } = useBanner();
  return (
    <Modal.Root open={open} onOpenChange={(next) => !next && onContinue()}>
      {/* An alert dialog: it interrupts to say the shopper's choice could not be kept. */}
      <Modal.Content role="alertdialog" width="small" showCloseButton={false} dismissOnOutsideClick={false}>
        <Modal.Title>{format(messages.filterUnavailableTitle, { banner })}</Modal.Title>
        <Modal.Description>{format(messages.filterUnavailableBody, { banner })}</Modal.Description>
        <Modal.Footer>
          <Button onClick={onContinue}>{messages.filterContinueToScheduler}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
