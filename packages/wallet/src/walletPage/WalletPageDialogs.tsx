'use client';

import { Button, Modal } from '@aisle/ui';
import { useRef } from 'react';
import { useWalletMessages } from '../messages';

export interface EbtAvailableModalProps {
  open: boolean;
  /** 'Add EBT Card': the page opens its add form on SNAP EBT (the modal counts as dismissed). */
  onAddEbtCard(): void;
  /** Closed any way: the page remembers it. */
  onDismiss(): void;
}

/** 'Online EBT Is Now Available' (wallet spec §2): no need to bring the EBT card to curbside. */
export function EbtAvailableModal({ open, onAddEbtCard, onDismiss }: EbtAvailableModalProps) {
  const messages = useWalletMessages();
  // The add form takes focus as it opens: the closing modal must not hand it back to <body>.
  const adding = useRef(false);
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <Modal.Content
        onCloseAutoFocus={(event) => {
          if (adding.current) event.preventDefault();
          adding.current = false;
        }}
      >
        <Modal.Title>{messages.ebtAvailableTitle}</Modal.Title>
        <Modal.Description>{messages.ebtAvailableBody}</Modal.Description>
        <Modal.Footer>
          <Button
            variant="primary"
            onClick={() => {
              adding.current = true;
              onAddEbtCard();
            }}
          >
            {messages.addEbtCardButton}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

export interface WrongAccountDialogProps {
  open: boolean;
  onClose(): void;
}

/** 'Wrong Account' (§2, §8): the card is not on this account; one button, 'Okay, I got it!'. */
export function WrongAccountDialog({ open, onClose }: WrongAccountDialogProps) {
  const messages = useWalletMessages();
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal.Content role="alertdialog" showCloseButton={false} dismissOnOutsideClick={false}>
        <Modal.Title>{messages.wrongAccountTitle}</Modal.Title>
        <Modal.Description>{messages.wrongAccountMessage}</Modal.Description>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="primary">{messages.wrongAccountButton}</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

export interface SomethingWentWrongDialogProps {
  open: boolean;
  /** Why: the §8 message for the failed load. */
  message: string;
  retrying: boolean;
  onTryAgain(): void;
  onBackToCart(): void;
  /** Escape: the page keeps a way to try again. */
  onDismiss(): void;
}

/** 'Something went wrong' (§2, §8): the wallet did not load; 'Try Again' or 'Back to Cart'. */
export function SomethingWentWrongDialog({
  open,
  message,
  retrying,
  onTryAgain,
  onBackToCart,
  onDismiss,
}: SomethingWentWrongDialogProps) {
  const messages = useWalletMessages();
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !retrying) onDismiss();
      }}
    >
      <Modal.Content role="alertdialog" showCloseButton={false} dismissOnOutsideClick={false}>
        <Modal.Title>{messages.somethingWentWrongTitle}</Modal.Title>
        <Modal.Description>{message}</Modal.Description>
        <Modal.Footer>
          <Button variant="secondary" disabled={retrying} onClick={onBackToCart}>
            {messages.backToCartButton}
          </Button>
          <Button variant="primary" busy={retrying} onClick={onTryAgain}>
            {messages.tryAgainButton}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
