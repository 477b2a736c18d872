'use client';

import type { ActiveModality, QuoteItem } from '@aisle/contracts/scheduling';
import { Button } from '@aisle/ui';
import { Suspense, useState } from 'react';
import type { ModalitySelectorProps } from '../modalitySelector/ModalitySelector';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { DeliverTo } from '../upfrontSlots/DeliverTo';
import { useSchedulingWords } from '../words';
import { LazySelectorModal, loadSelectorModal } from './lazySelectorModal';
import { schedulingPageMessages } from './schedulingPageMessages';

/** The host's side of the 'Change Store' modal: the selector's callbacks, as the selector takes them. */
export type ChangeStoreSettings = Pick<
  ModalitySelectorProps,
  'onModalityChange' | 'refreshBasket' | 'refetchFlashSales' | 'addressBookVersion'
>;

export interface ChangeStoreProps {
  settings: ChangeStoreSettings;
  activeModality: ActiveModality;
  signedIn: boolean;
  items: readonly QuoteItem[];
}

/**
 * The pickup store's line, 'Pick up at {address}', with 'Change Store' (§4 "Other modals: Change
 * Store"; its content is not shown): the selector in a modal, opened from checkout, so it reads
 * 'Change Store' and shows only the way of shopping being scheduled, its stores at once. The new
 * choice comes back as the page's `activeModality`, and the times are then the new store's.
 */
export function ChangeStore({ settings, activeModality, signedIn, items }: ChangeStoreProps) {
  const { changeStoreTitle } = useSchedulingWords(selectorMessages);
  const { schedulingPagePickupAt } = useSchedulingWords(schedulingPageMessages);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the modal can play its closing too.
  const [wanted, setWanted] = useState(false);
  const openSelector = () => {
    setWanted(true);
    setOpen(true);
  };
  const prefetch = () => void loadSelectorModal();
  const { address } = activeModality.destination;
  return (
    // Fetched as the pointer or focus reaches the button, so it is there by the press.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only fetches code; the button inside is the control.
    <div onPointerEnter={prefetch} onFocus={prefetch}>
      {address ? (
        <DeliverTo
          address={address}
          onChangeAddress={openSelector}
          words={{ label: schedulingPagePickupAt, change: changeStoreTitle }}
        />
      ) : (
        <Button variant="link" onClick={openSelector}>
          {changeStoreTitle}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <LazySelectorModal
            {...settings}
            open={open}
            onOpenChange={setOpen}
            openedFrom="checkout"
            activeModality={activeModality}
            signedIn={signedIn}
            items={items}
          />
        </Suspense>
      )}
    </div>
  );
}
