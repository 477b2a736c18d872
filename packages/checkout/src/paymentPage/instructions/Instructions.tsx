'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { useBanner } from '@aisle/core';
import { Button, format } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../../messages';
import { PaymentBlock } from '../paymentBlock';
import * as block from '../paymentBlock/PaymentBlock.css';
import { InstructionsDrawer, type InstructionsChange } from './InstructionsDrawer';
import { readInstructions } from './instructionsRules';

export interface InstructionsProps {
  checkout: Checkout;
  /** Saves the change (the "Update fulfillment" PUT); resolves to the failure's message, if any. */
  onSave(change: InstructionsChange): Promise<string | undefined>;
}

/**
 * 'Delivery Instructions' or 'Pickup Instructions', labelled 'Optional' (§2): what the shopper
 * wrote, whether to ring the bell and the delivery type, edited in the orderInstructions drawer.
 * A banner that hides pickup notes (Harris Teeter) shows no block for a pickup. A ship order has
 * none: the spec names delivery and pickup notes only, and a parcel carrier reads none (ours).
 */
export function Instructions({ checkout, onSave }: InstructionsProps) {
  const messages = useCheckoutMessages();
  const { features } = useBanner();
  const [open, setOpen] = useState(false);
  const delivery = checkout.modalityType === 'DELIVERY';
  if (checkout.modalityType === 'SHIP' || (!delivery && features.pickupNotesHidden)) return null;
  const { notes, doNotRingBell } = readInstructions(checkout.fulfillment.instructions);
  const deliveryType =
    checkout.fulfillment.deliveryType === 'Contactless'
      ? messages.paymentPageContactless
      : messages.paymentPageStandard;
  return (
    <PaymentBlock
      title={delivery ? messages.paymentPageDeliveryInstructions : messages.paymentPagePickupInstructions}
      label={messages.paymentPageOptional}
      action={
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {notes || doNotRingBell ? messages.paymentPageEditInstructions : messages.paymentPageAddInstructions}
        </Button>
      }
    >
      <div>
        {notes ? (
          <p className={block.text}>{notes}</p>
        ) : (
          !doNotRingBell && <p className={block.secondaryText}>{messages.paymentPageNoInstructions}</p>
        )}
        {delivery && doNotRingBell && <p className={block.text}>{messages.paymentPageDoNotRingBellSet}</p>}
        {delivery && (
          <p className={block.secondaryText}>
            {format(messages.paymentPageDeliveryTypeChosen, { type: deliveryType })}
          </p>
        )}
      </div>
      <InstructionsDrawer open={open} onOpenChange={setOpen} checkout={checkout} onSave={onSave} />
    </PaymentBlock>
  );
}
