'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { useWallet, type WalletSettings } from '@aisle/wallet';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SnapPinModal } from '../payingWith';
import { snapPaymentOf } from './modifyRequest';
import type { AskSnapPin } from './useModifySubmit';

export interface SnapPin {
  /** Opens 'Enter Your SNAP EBT PIN'; rejects when the order's SNAP EBT card is not in the wallet. */
  ask: AskSnapPin;
  /** The modal, to render in the screen. */
  modal: ReactNode;
}

/**
 * §4 "Modify submit" step 2: the PIN of the order's SNAP EBT card, asked with the checkout's PIN
 * modal (the wallet's hosted PIN widget, which needs the card's paymentGram: the wallet is read
 * only when SNAP EBT pays). Needs a WalletSettingsProvider above it.
 */
export function useSnapPin(
  checkout: Checkout | undefined,
  snapAmount: number,
  secureFields: Pick<WalletSettings, 'secureFieldsOrigin' | 'secureFieldsFrameUrl'>,
): SnapPin {
  const { cards } = useWallet({ enabled: snapAmount > 0 });
  const paymentId = checkout ? snapPaymentOf(checkout)?.id : undefined;
  const card = paymentId === undefined ? undefined : cards.find((each) => each.id === paymentId);
  const [open, setOpen] = useState(false);
  const pending = useRef<(pin: string | null) => void>(undefined);
  const hasCard = useRef(false);
  useEffect(() => {
    hasCard.current = card !== undefined;
  });

  const ask = useCallback<AskSnapPin>(() => {
    if (!hasCard.current) return Promise.reject(new Error('The SNAP EBT card is not in the wallet.'));
    return new Promise<string | null>((resolve) => {
      pending.current?.(null);
      pending.current = resolve;
      setOpen(true);
    });
  }, []);
  const settle = (pin: string | null) => {
    pending.current?.(pin);
    pending.current = undefined;
    setOpen(false);
  };

  const modal = card && (
    <SnapPinModal
      open={open}
      card={card}
      amount={snapAmount}
      secureFields={secureFields}
      onPin={settle}
      onCancel={() => settle(null)}
    />
  );
  return { ask, modal };
}
