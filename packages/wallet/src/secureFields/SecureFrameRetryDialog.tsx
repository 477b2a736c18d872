'use client';

import { ConfirmDialog, format } from '@aisle/ui';
import { useRef } from 'react';
import { useWalletMessages } from '../messages';
import { secureFrameLoadErrorCode } from './secureFieldRules';

/** Which form's words the dialog uses: add card or edit card (spec §2 "Retry heading"). */
export type SecureFrameAction = 'add' | 'edit';

export interface SecureFrameRetryDialogProps {
  open: boolean;
  action: SecureFrameAction;
  /** Shown as "(Error code: …)"; a load timeout is 408 unless said otherwise. */
  code?: string | number;
  /** 'Try Again': load the frame afresh. */
  onRetry: () => void;
  /** 'Cancel', Escape or a click outside. */
  onCancel: () => void;
}

/**
 * The retry dialog for card input frames (spec §2 "A retry dialog exists for card input frames",
 * §8 add and edit retry texts): 'Unable to add card' or 'Unable to edit card', the retry text with
 * the error code, 'Try Again' and 'Cancel'.
 */
export function SecureFrameRetryDialog({
  open,
  action,
  code = secureFrameLoadErrorCode,
  onRetry,
  onCancel,
}: SecureFrameRetryDialogProps) {
  const messages = useWalletMessages();
  // ConfirmDialog reports "closed" after a confirm too: only a close without Try Again is a cancel.
  const retrying = useRef(false);
  const text = action === 'add' ? messages.addRetryText : messages.editRetryText;
  return (
    <ConfirmDialog
      open={open}
      heading={action === 'add' ? messages.unableToAddCard : messages.unableToEditCard}
      body={`${text} ${format(messages.errorCode, { code })}`}
      confirmLabel={messages.tryAgainButton}
      cancelLabel={messages.cancelButton}
      onConfirm={() => {
        retrying.current = true;
        onRetry();
      }}
      onOpenChange={(next) => {
        if (next) return;
        if (retrying.current) {
          retrying.current = false;
          return;
        }
        onCancel();
      }}
    />
  );
}
