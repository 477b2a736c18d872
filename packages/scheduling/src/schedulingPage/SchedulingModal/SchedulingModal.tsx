'use client';

import { Button, format, Modal } from '@aisle/ui';
import type { ReactNode } from 'react';
import { useSchedulingWords } from '../../words';
import { schedulingPageMessages } from '../schedulingPageMessages';
import { schedulingErrorText, type ScheduledModality } from '../schedulingErrors';
import type { SchedulingModalState } from '../useSchedulingSubmit';

export interface SchedulingModalProps {
  /** The modal to show, or null for none. */
  modal: SchedulingModalState | null;
  fulfillmentType: ScheduledModality;
  /** Closing, by its button, its close button or Escape. */
  onClose(): void;
  /** 'Back To Cart'. */
  onBackToCart(): void;
  /** The modality validation failure's only action: reset the checkout and go to the cart. */
  onResetCheckout(): void;
  /** The built-in age question's answer; null when it is dismissed without one. */
  onAnswerAge(answer: boolean | null): void;
}

interface Content {
  title: string;
  body: string | undefined;
  actions: ReactNode;
  /**
   * The one way out is its action: an alert dialog without a close button, and Escape does the
   * same as the action.
   */
  onlyAction?: () => void;
}

/**
 * The page's modals (§4, §8), one at a time: 'Reservation Expired', 'Time Expired', the error
 * titles, the modality validation failure, 'Something went wrong' and the age question.
 */
export function SchedulingModal({
  modal,
  fulfillmentType,
  onClose,
  onBackToCart,
  onResetCheckout,
  onAnswerAge,
}: SchedulingModalProps) {
  const messages = useSchedulingWords(schedulingPageMessages);
  const content = modal ? contentOf(modal) : null;

  function contentOf(open: SchedulingModalState): Content {
    const backToCart = (
      <Button variant="primary" onClick={onBackToCart}>
        {messages.schedulingPageBackToCart}
      </Button>
    );
    const close = (label: string) => (
      <Button variant="primary" onClick={onClose}>
        {label}
      </Button>
    );
    switch (open.kind) {
      case 'reservationExpired':
        return {
          title: messages.schedulingPageReservationExpiredTitle,
          body: messages.schedulingPageReservationExpiredBody,
          actions: close(messages.schedulingPageSelectNewTime),
        };
      case 'timeExpired':
        return {
          title: messages.schedulingPageTimeExpiredTitle,
          body: messages.schedulingPageTimeExpiredBody,
          actions: close(messages.schedulingPageSelectNewTime),
        };
      case 'wentWrong':
        return {
          title: messages.schedulingPageWentWrongTitle,
          body: messages.schedulingPageWentWrongBody,
          actions: backToCart,
        };
      case 'modalityInvalid':
        return {
          title: messages.schedulingPageModalityInvalidTitle,
          body: messages.schedulingPageModalityInvalidBody,
          actions: (
            <Button variant="primary" onClick={onResetCheckout}>
              {messages.schedulingPageReturnToCart}
            </Button>
          ),
          onlyAction: onResetCheckout,
        };
      case 'error': {
        const text = schedulingErrorText(open.error, fulfillmentType, messages);
        return {
          ...text,
          actions: text.action === 'backToCart' ? backToCart : close(messages.schedulingPageTryAgain),
        };
      }
      case 'age': {
        const values = { age: String(open.age) };
        return {
          title: messages.schedulingPageAgeTitle,
          body: format(messages.schedulingPageAgeBody, values),
          actions: (
            <>
              <Button variant="secondary" onClick={() => onAnswerAge(false)}>
                {messages.schedulingPageAgeDecline}
              </Button>
              <Button variant="primary" onClick={() => onAnswerAge(true)}>
                {format(messages.schedulingPageAgeConfirm, values)}
              </Button>
            </>
          ),
        };
      }
    }
  }

  const dismiss = () =>
    content?.onlyAction ? content.onlyAction() : modal?.kind === 'age' ? onAnswerAge(null) : onClose();
  return (
    <Modal.Root open={content !== null} onOpenChange={(open) => !open && dismiss()}>
      {content && (
        <Modal.Content
          width="small"
          {...(content.onlyAction && { role: 'alertdialog', showCloseButton: false, dismissOnOutsideClick: false })}
        >
          <Modal.Title>{content.title}</Modal.Title>
          {content.body && <Modal.Description>{content.body}</Modal.Description>}
          <Modal.Footer>{content.actions}</Modal.Footer>
        </Modal.Content>
      )}
    </Modal.Root>
  );
}
