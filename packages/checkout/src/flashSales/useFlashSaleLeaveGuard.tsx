'use client';

import type { Checkout, FlashSaleLineItem, PricedLineItem } from '@aisle/contracts/checkout';
import { Alert, ConfirmDialog, Stack } from '@aisle/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCheckoutMessages } from '../messages';
import { flashSaleLines, flashSaleRemovals } from './flashSaleRules';
import * as styles from './FlashSales.css';
import { useFlashSaleUpdate } from './useFlashSaleUpdate';

export interface FlashSaleLeaveGuard {
  /**
   * Leave the page (Change Time, and any other way out the page offers): at once when the order
   * holds no flash sale item, else after the shopper confirms 'Remove flash sale items?' and the
   * items are out. Cancel stays, and `go` is never called.
   */
  confirmLeave(go: () => void): void;
  /** Whether the order holds a flash sale item. */
  holdsFlashSaleItems: boolean;
  /** The 'Remove flash sale items?' modal: render it once, anywhere in the page. */
  dialog: ReactNode;
}

/**
 * §4 "Leaving while flash sale items exist prompts removal confirmation". The flash sale items are
 * the checkout's lines the service marks with a sale (`lineItem.flashSale`), so the guard needs no
 * call of its own. `onRemoveItems` gets each such line at quantity 0, the update's way of taking an
 * item out; reject, or resolve with `{ ok: false, failure }`, when it did not go through: the
 * modal then stays open with the reason.
 */
export function useFlashSaleLeaveGuard(
  checkout: Checkout,
  onRemoveItems: (lineItems: FlashSaleLineItem[]) => Promise<unknown>,
): FlashSaleLeaveGuard {
  const messages = useCheckoutMessages();
  const settle = useFlashSaleUpdate();
  const held = flashSaleLines(checkout);
  // What the modal lists stays as it was asked, while it closes on the order without them.
  const [leaving, setLeaving] = useState<{ go: () => void; lines: PricedLineItem[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // confirmLeave stays the same function across renders, and reads what the order holds when called.
  const latestHeld = useRef(held);
  useEffect(() => {
    latestHeld.current = held;
  });

  const confirmLeave = useCallback((go: () => void) => {
    if (latestHeld.current.length === 0) {
      go();
      return;
    }
    setFailure(null);
    setLeaving({ go, lines: latestHeld.current });
    setOpen(true);
  }, []);

  const remove = async () => {
    const removals = flashSaleRemovals(checkout);
    if (removals.length > 0) {
      const failed = await settle(onRemoveItems(removals), messages.flashSalesRemoveFailed);
      if (failed) {
        setFailure(failed);
        // A rejection keeps ConfirmDialog open.
        throw new Error(failed);
      }
    }
    setOpen(false);
    leaving?.go();
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      heading={messages.flashSalesRemoveTitle}
      body={
        <Stack space="3">
          <div>
            {messages.flashSalesRemoveBody}
            <ul className={styles.removals}>
              {leaving?.lines.map((line) => (
                <li key={line.flashSale?.couponId ?? line.cart.gtin13}>{line.item.description}</li>
              ))}
            </ul>
          </div>
          {failure && <Alert tone="error">{failure}</Alert>}
        </Stack>
      }
      confirmLabel={messages.flashSalesRemoveConfirm}
      cancelLabel={messages.flashSalesRemoveCancel}
      busyLabel={messages.flashSalesRemoving}
      destructive
      onConfirm={remove}
    />
  );

  return { confirmLeave, holdsFlashSaleItems: held.length > 0, dialog };
}
