import { AgeVerificationModal, type RestrictedItem } from '@aisle/account';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import * as pageStyles from '../../pages/pages.css';
import { shoppingMessages as messages } from '../shoppingMessages';

export interface AgeCheck {
  /** The scheduling page's `verifyAge`: resolves true once the shopper confirmed a date of birth old enough. */
  verifyAge(minimumAge: number): Promise<boolean>;
  /** The modal, to render in the page. */
  modal: ReactNode;
}

/**
 * The account package's 'Age Verification Required' modal as the scheduling page's age check: it
 * opens when the page asks, Continue (a valid date old enough) answers yes, Back to Cart or closing
 * answers no. Dates of birth are not kept: the checkout asks the service, which knows the shopper.
 */
export function useAgeCheck(items: readonly RestrictedItem[], timeZone: string): AgeCheck {
  const [minimumAge, setMinimumAge] = useState<number | null>(null);
  const answer = useRef<((verified: boolean) => void) | null>(null);

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
      onContinue={() => settle(true)}
    />
  );
  return { verifyAge, modal };
}
