'use client';

import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { useMessages } from '../messages';
import { ModalClose, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from '../Modal';

// WAI-ARIA APG "Alert and Message Dialogs": https://www.w3.org/WAI/ARIA/apg/patterns/alertdialog/

export interface ConfirmDialogProps {
  /** The question, e.g. "Discard Changes?". Names the dialog. */
  heading: string;
  /** What happens if the person confirms. */
  body?: ReactNode;
  /** Defaults to the `confirm` message. */
  confirmLabel?: string;
  /** Defaults to the `cancel` message. */
  cancelLabel?: string;
  /** What the confirm button says while `onConfirm`'s promise is pending, e.g. "Removing". */
  busyLabel?: string;
  /** For an action that cannot be undone: the confirm button turns destructive. */
  destructive?: boolean;
  /**
   * Called on confirm. Return a promise to keep the dialog open and busy until it settles: it closes
   * when the promise resolves and stays open (no longer busy) when it rejects, so the caller can say why.
   */
  onConfirm: () => unknown;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a Button. Without one, control it with `open`. */
  trigger?: ReactElement;
}

/**
 * Asks before an action. Focus starts on Cancel, the safe choice. While the action is pending
 * nothing closes it: not Escape, not a click outside, not Cancel.
 */
export function ConfirmDialog({
  heading,
  body,
  confirmLabel,
  cancelLabel,
  busyLabel,
  destructive = false,
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const messages = useMessages();
  const [openState, setOpenState] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? openState;

  const setOpen = (next: boolean) => {
    if (busy) return;
    setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const pending = onConfirm();
    if (pending instanceof Promise) {
      setBusy(true);
      try {
        await pending;
      } catch {
        // Rejected: stay open, so the caller can show what went wrong.
        return;
      } finally {
        setBusy(false);
      }
    }
    setOpenState(false);
    onOpenChange?.(false);
  };

  return (
    <ModalRoot open={isOpen} onOpenChange={setOpen}>
      {trigger && <ModalTrigger asChild>{trigger}</ModalTrigger>}
      <ModalContent
        role="alertdialog"
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <ModalTitle>{heading}</ModalTitle>
        {body && (
          <ModalDescription asChild>
            <div>{body}</div>
          </ModalDescription>
        )}
        <ModalFooter>
          <ModalClose asChild>
            <Button ref={cancelRef} variant="secondary" disabled={busy}>
              {cancelLabel ?? messages.cancel}
            </Button>
          </ModalClose>
          <Button variant={destructive ? 'destructive' : 'primary'} busy={busy} busyLabel={busyLabel} onClick={confirm}>
            {confirmLabel ?? messages.confirm}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
