import { AgeVerificationModal, type RestrictedItem } from '@aisle/account';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import * as pageStyles from '../../pages/pages.css';
import { shoppingMessages as messages } from '../shoppingMessages';

export interface AgeCheck {
  /** The scheduling page's `verifyAge`: resolves true once the shopper confirmed a date of birth old enough. */
  verifyAge(minimumAge: number): Promise<boolean>;
  /** The modal, to render in the page. */
  modal: ReactNode;
  /** The date of birth last confirmed, 'YYYY-MM-DD': the checkout's buyer, for Place order's age check. */
  dateOfBirth(): string | undefined;
}

/**
 * The account package's 'Age Verification Required' modal as the scheduling page's age check: it
 * opens when the page asks, Continue (a valid date old enough) answers yes, Back to Cart or closing
 * answers no. The confirmed date of birth goes with the draft order (checkout spec §7 "Create
 * checkout (v2)" buyer.dateOfBirth), which Place order sends for the restricted items; it is kept
 * in memory only, never stored.
 */
export function useAgeCheck(items: readonly RestrictedItem[], timeZone: string): AgeCheck {
  const [minimumAge, setMinimumAge] = useState<number | null>(null);
  const answer = useRef<((verified: boolean) => void) | null>(null);
  const confirmed = useRef<string | undefined>(undefined);

  const settle = (verified: boolean) => {
    answer.current?.(verified);
    answer.current = null;
    setMinimumAge(null);
  };

  const verifyAge = useCallback(
    (age: number) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setMinimumAge(age);
      }),
    [],
  );

  const modal = (
    <AgeVerificationModal
      open={minimumAge !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      items={items}
      minimumAge={minimumAge ?? 21}
      timeZone={timeZone}
      termsContent={<p className={pageStyles.body}>{messages.ageTerms}</p>}
      onContinue={(dateOfBirth) => {
        confirmed.current = dateOfBirth;
        settle(true);
      }}
    />
  );
  const dateOfBirth = useCallback(() => confirmed.current, []);
  return { verifyAge, modal, dateOfBirth };
}
