'use client';

import { Modal } from '@aisle/ui';
import { useRef } from 'react';
import { LocationConsentSteps } from './LocationConsentSteps';
import { useLocationConsent } from './useLocationConsent';

export interface LocationConsentModalProps {
  open: boolean;
  /**
   * Called with `false` after the shopper's decision, and when they close the modal with Escape or
   * the close button: that is no decision, and nothing is saved.
   */
  onOpenChange(open: boolean): void;
  /**
   * The shopper's decision: `false` for 'No Thanks', `true` for 'Continue'. Called in the press
   * itself, before the answer is saved and whether or not saving succeeds, so the caller can ask
   * the browser for the location straight away.
   */
  onDecision(granted: boolean): void;
  /** Signed in, the answer is saved to the shopper's preferences; signed out, it is kept for the visit only (§6). */
  signedIn: boolean;
  /**
   * Hears of an answer that could not be saved. The shopper is not told: their answer still holds
   * for the visit, and there is nothing for them to do about it (they are asked again next visit).
   */
  onSaveError?: (error: unknown) => void;
}

/**
 * The location consent modal (scheduling spec §2, §4 "Location consent"): the offer, how it works
 * and enabling the device setting. 'No Thanks' denies and 'Continue' accepts; either saves the
 * answer, closes the modal and starts it again on the offer. Controlled, like every Aisle modal.
 */
export function LocationConsentModal({
  open,
  onOpenChange,
  onDecision,
  signedIn,
  onSaveError,
}: LocationConsentModalProps) {
  const { saveConsent } = useLocationConsent({ signedIn });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const decide = (granted: boolean) => {
    saveConsent(granted).catch((error: unknown) => onSaveError?.(error));
    onOpenChange(false);
    onDecision(granted);
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        // The heading first, so a screen reader reads the offer from its start (APG "Dialog (Modal)").
        onOpenAutoFocus={(event) => {
          if (!headingRef.current) return;
          event.preventDefault();
          headingRef.current.focus();
        }}
      >
        <LocationConsentSteps headingRef={headingRef} onDecide={decide} />
      </Modal.Content>
    </Modal.Root>
  );
}
