'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { formatPhoneDashed } from '@aisle/core/format';
import { useId } from 'react';
import { useCheckoutMessages } from '../messages';
import { Instructions, type InstructionsChange } from '../paymentPage/instructions';
import { OrderDetails } from '../paymentPage/orderDetails';
import { PaymentBlock } from '../paymentPage/paymentBlock';
import * as block from '../paymentPage/paymentBlock/PaymentBlock.css';
import * as styles from './ModifyOrderCheckout.css';
import { ModifyOrderItemsRow, type ModifyOrderItemsProps } from './ModifyOrderItems';

export interface ModifyOrderInformationProps extends ModifyOrderItemsProps {
  /** The placed order, its instructions as the shopper last set them here. */
  checkout: Checkout;
  /** Keeps the instructions and delivery type for the modification (they go with it, §3). */
  onInstructionsChange(change: InstructionsChange): void;
}

/**
 * '1. Order Information' (§2): the order's time and place, its contact, its instructions, and on a
 * narrow screen its items as a 'View' row. The time and the contact belong to the placed order and
 * are shown, not changed, here: a modification sends only the items, the instructions and the
 * delivery type (§3 "Modify submission body").
 */
export function ModifyOrderInformation({ checkout, onInstructionsChange, ...items }: ModifyOrderInformationProps) {
  const messages = useCheckoutMessages();
  const titleId = useId();
  const { contact } = checkout.fulfillment;
  const name = [contact.firstName, contact.lastName].filter((part) => part.trim()).join(' ');
  const phone = formatPhoneDashed(contact.phone);
  return (
    <section className={styles.information} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.columnTitle}>
        {messages.modifyOrderInformationTitle}
      </h2>
      <OrderDetails checkout={checkout} changeTime={false} />
      <PaymentBlock title={messages.paymentPageContactTitle}>
        {name || phone ? (
          <div>
            {name && <p className={block.text}>{name}</p>}
            {phone && <p className={block.text}>{phone}</p>}
          </div>
        ) : (
          <p className={block.secondaryText}>{messages.paymentPageContactMissing}</p>
        )}
      </PaymentBlock>
      <Instructions
        checkout={checkout}
        onSave={(change) => {
          onInstructionsChange(change);
          return Promise.resolve(undefined);
        }}
      />
      <ModifyOrderItemsRow {...items} />
    </section>
  );
}
