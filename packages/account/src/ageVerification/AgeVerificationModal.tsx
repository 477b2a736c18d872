'use client';

import { Modal } from '@aisle/ui';
import { useRef, type ReactNode } from 'react';
import { AgeVerificationBody, type RestrictedItem } from './AgeVerificationBody';

export interface AgeVerificationModalProps {
  open: boolean;
  /** Called with `false` when the shopper closes the modal (Escape, the close button) and after a successful Continue. */
  onOpenChange(open: boolean): void;
  /** The restricted items, shown as thumbnails. */
  items: readonly RestrictedItem[];
  /** The age the items require, supplied by the caller (spec §5). */
  minimumAge: number;
  /** What the Terms & Conditions view shows. */
  termsContent: ReactNode;
  /**
   * Receives the date of birth as 'YYYY-MM-DD' once the form is valid. While it runs Continue is
   * busy; if it rejects, the date and the tick stay and the error is shown above the buttons.
   */
  onContinue(dateOfBirth: string): Promise<void> | void;
  /** The IANA zone whose calendar day counts as today on the storefront clock; 'UTC' by default. */
  timeZone?: string;
  /** Turns a rejected `onContinue` into the message shown; a network or generic message by default. */
  errorMessage?: (error: unknown) => ReactNode;
}

/**
 * The Age Verification Required modal (account spec §2, §4, §5): thumbnails of the restricted
 * items, a date of birth, the terms checkbox with a way to read the Terms & Conditions and back,
 * Continue and Back to Cart. Controlled: it opens and closes with `open`, and closing resets it.
 */
export function AgeVerificationModal({ open, onOpenChange, ...bodyProps }: AgeVerificationModalProps) {
  const dateRef = useRef<HTMLInputElement>(null);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        // The date of birth is what the shopper came to give: start there rather than on the close button.
        onOpenAutoFocus={(event) => {
          if (!dateRef.current) return;
          event.preventDefault();
          dateRef.current.focus();
        }}
      >
        <AgeVerificationBody {...bodyProps} dateRef={dateRef} onDone={() => onOpenChange(false)} />
      </Modal.Content>
    </Modal.Root>
  );
}
