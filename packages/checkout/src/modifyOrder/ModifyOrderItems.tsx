'use client';

import type { PricedLineItem } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { Button, Drawer, format } from '@aisle/ui';
import { useId, useState } from 'react';
import { useCheckoutMessages, type CheckoutMessages } from '../messages';
import * as itemStyles from '../paymentPage/items/OrderItems.css';
import { PaymentBlock } from '../paymentPage/paymentBlock';
import * as block from '../paymentPage/paymentBlock/PaymentBlock.css';
import type { ModifyCartLine } from './modifyRequest';
import * as styles from './ModifyOrderCheckout.css';

export interface ModifyOrderItemsProps {
  /** The modify cart's lines: what the order is to hold. */
  lines: readonly ModifyCartLine[];
  /** The placed order's lines, which name the items the modify cart's lines leave unnamed. */
  placed: readonly PricedLineItem[];
  /** The items a refused modification named as no longer available (§4 step 6), by gtin13. */
  newlyIneligible?: readonly string[];
}

const itemCount = (lines: readonly ModifyCartLine[]) => lines.reduce((sum, line) => sum + line.cart.quantity, 0);

function countText(lines: readonly ModifyCartLine[], messages: CheckoutMessages) {
  const count = itemCount(lines);
  return format(count === 1 ? messages.paymentPageItemCountOne : messages.paymentPageItemCountOther, { count });
}

/** How many of the lines are marked no longer available, for the narrow screen's closed row. */
const ineligibleCount = ({ lines, newlyIneligible = [] }: ModifyOrderItemsProps) =>
  lines.filter((line) => line.cart.quantity > 0 && newlyIneligible.includes(line.cart.gtin13)).length;

/** Each line: its words (the host's, else the placed order's), its price when the host gave one, and how many. */
function ModifyItemList({ lines, placed, newlyIneligible = [] }: ModifyOrderItemsProps) {
  const messages = useCheckoutMessages();
  const known = new Map(placed.map((line) => [line.cart.gtin13, line.item.description]));
  const stale = new Set(newlyIneligible);
  return (
    <ul className={itemStyles.list}>
      {lines
        .filter((line) => line.cart.quantity > 0)
        .map(({ cart, item }) => (
          <li key={cart.gtin13} className={itemStyles.line}>
            <span className={itemStyles.description}>
              {item?.description ?? known.get(cart.gtin13) ?? format(messages.modifyOrderUnknownItem, cart)}
            </span>
            {item && <span className={itemStyles.price}>{formatMoney(item.totalPrice)}</span>}
            {stale.has(cart.gtin13) && (
              <span className={styles.newlyIneligible}>{messages.modifyOrderNewlyIneligible}</span>
            )}
            <span className={itemStyles.quantity}>
              {format(messages.paymentPageItemQuantity, { quantity: cart.quantity })}
            </span>
          </li>
        ))}
    </ul>
  );
}

/** Narrow screens (§2): the items as a 'View' row, opening the items drawer. */
export function ModifyOrderItemsRow(props: ModifyOrderItemsProps) {
  const messages = useCheckoutMessages();
  const [open, setOpen] = useState(false);
  const ineligible = ineligibleCount(props);
  const count = countText(props.lines, messages);
  return (
    <div className={styles.itemsRow}>
      <PaymentBlock
        title={messages.paymentPageItemsTitle}
        action={
          <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
            {messages.modifyOrderViewItems}
          </Button>
        }
      >
        <p className={block.text}>{count}</p>
        {ineligible > 0 && (
          <p className={styles.newlyIneligible}>
            {format(messages.modifyOrderNewlyIneligibleCount, { count: ineligible })}
          </p>
        )}
        <Drawer.Root open={open} onOpenChange={setOpen}>
          <Drawer.Content>
            <Drawer.Title>{messages.paymentPageItemsDrawerTitle}</Drawer.Title>
            <Drawer.Description>{count}</Drawer.Description>
            <ModifyItemList {...props} />
          </Drawer.Content>
        </Drawer.Root>
      </PaymentBlock>
    </div>
  );
}

/** Wider screens: the items listed in their own column. */
export function ModifyOrderItemsColumn(props: ModifyOrderItemsProps) {
  const messages = useCheckoutMessages();
  const titleId = useId();
  return (
    <section className={styles.items} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.columnTitle}>
        {messages.paymentPageItemsTitle}
      </h2>
      <p className={block.secondaryText}>{countText(props.lines, messages)}</p>
      <ModifyItemList {...props} />
    </section>
  );
}
