'use client';

import { Button, toast } from '@aisle/ui';
import { useState } from 'react';
import type { CheckoutMessages } from '../messages';
import * as styles from './ModifyOrderCheckout.css';

type ToastMessages = Pick<
  CheckoutMessages,
  'modificationsSavedTitle' | 'modificationsSaved' | 'confirm' | 'confirmFailed'
>;

/** One toast at a time: a failed Confirm replaces it in place (and is announced again). */
const toastId = 'checkout-modifications-saved';

/**
 * §4 "Modify submit" steps 3 and 4: once the order is modified, the host deletes its modify cart.
 * When that fails, the informative toast 'Modifications Saved' asks the shopper to press 'Confirm'
 * to say they are finished; Confirm tries again, and while it fails the toast reads 'There was a
 * problem, please try again.'. The toast lives outside the screen, which is on its way out to the
 * order-complete page, so it stays until the shopper confirms or dismisses it.
 */
export async function finishModification(
  onModified: (() => Promise<unknown>) | undefined,
  messages: ToastMessages,
): Promise<void> {
  if (!onModified) return;
  try {
    await onModified();
  } catch {
    showModificationsSaved(onModified, messages, 'saved');
  }
}

function showModificationsSaved(
  onModified: () => Promise<unknown>,
  messages: ToastMessages,
  state: 'saved' | 'failed',
) {
  const confirm = async () => {
    try {
      await onModified();
      toast.dismiss(toastId);
    } catch {
      showModificationsSaved(onModified, messages, 'failed');
    }
  };
  const body = (
    <ConfirmBody
      text={state === 'saved' ? messages.modificationsSaved : messages.confirmFailed}
      confirmLabel={messages.confirm}
      onConfirm={confirm}
    />
  );
  const content = { id: toastId, heading: messages.modificationsSavedTitle, body, duration: Infinity };
  if (state === 'saved') toast.info(content);
  else toast.error(content);
}

function ConfirmBody({
  text,
  confirmLabel,
  onConfirm,
}: {
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.toastBody}>
      <p className={styles.toastText}>{text}</p>
      <Button
        variant="secondary"
        size="small"
        busy={busy}
        onClick={() => {
          setBusy(true);
          // A failed Confirm replaces this toast; a successful one dismisses it.
          void onConfirm().finally(() => setBusy(false));
        }}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
