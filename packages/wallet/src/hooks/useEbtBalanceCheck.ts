'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { useServiceClient } from '@aisle/core';
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { WalletAction, WalletError } from '../api/errors';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { isSecureFieldError, type SecureFieldHandle } from '../secureFields';
import { useWalletCalls } from './useWalletCalls';

/** How a check ended: the SNAP balance, or the failure (its message is already in `error`). */
export type EbtBalanceOutcome = { ok: true; balance: string } | { ok: false; failure: unknown };

export interface EbtBalanceCheck {
  /** Given to the PIN widget: `<SecurePinField ref={check.pin} />`. */
  pin: RefObject<SecureFieldHandle<'pin'> | null>;
  /** Between Confirm and the answer: the button reads 'Submitting' (§2). */
  submitting: boolean;
  /** The failed check's message (§8), shown until the next check. */
  error: string | undefined;
  /** The PIN widget's encrypted PIN, then the balance call; the balance goes on every EBT card (§4). */
  check(card: WalletCard): Promise<EbtBalanceOutcome>;
}

export interface UseEbtBalanceCheckOptions {
  /** Reads a failed call the screen's way: the flyout's, or the wallet page's (codes 893 and 894, §8). */
  describeError(error: unknown, action: WalletAction): WalletError;
  /** Stores the balance: `WalletState.setEbtBalance`. */
  onBalance(balance: string): void;
}

/**
 * A SNAP EBT balance check (wallet spec §4 "Balance checks", §7 POST …/cards/ebt/balance), shared
 * by the flyout's CHECK_BALANCE screen and the wallet page: it asks the PIN widget for the PIN
 * encrypted for the card (its paymentGram), sends it with the paymentGram, and stores the balance. A failure keeps the widget as it
 * is and says why: the widget's own message, or the §8 message for the screen.
 */
export function useEbtBalanceCheck({ describeError, onBalance }: UseEbtBalanceCheckOptions): EbtBalanceCheck {
  const client = useServiceClient();
  const { getEbtBalance } = useWalletCalls();
  const { service } = useWalletSettings();
  const pin = useRef<SecureFieldHandle<'pin'>>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const check = useCallback(
    async (card: WalletCard): Promise<EbtBalanceOutcome> => {
      if (!card.paymentGram || !pin.current) return { ok: false, failure: undefined };
      setSubmitting(true);
      setError(undefined);
      try {
        // The check waits for the PIN widget's token (§4), sealed for this card only.
        const { encryptedPin } = await pin.current.submit({ paymentGram: card.paymentGram });
        const balance = await getEbtBalance(client, { encryptedPin, paymentGram: card.paymentGram }, { service });
        onBalance(balance);
        return { ok: true, balance };
      } catch (failure) {
        setError(isSecureFieldError(failure) ? failure.message : describeError(failure, 'ebtBalance').message);
        setSubmitting(false);
        return { ok: false, failure };
      }
    },
    [client, getEbtBalance, service, onBalance, describeError],
  );

  return { pin, submitting, error, check };
}
