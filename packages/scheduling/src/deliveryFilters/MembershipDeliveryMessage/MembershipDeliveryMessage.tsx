'use client';

import { useBanner, useStorefrontRoutes } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { format, Link } from '@aisle/ui';
import { useStringTableWords } from '../../hooks/useStringTableWords';
import { itemMessages } from '../../items/itemMessages';
import { filterMessages, membershipMessagePlaces } from '../filterMessages';
import { planTitle } from '../../membership';
import {
  formatThreshold,
  membershipDelivery,
  membershipDisclaimer,
  type QuotesMembership,
} from '../membershipDelivery';
import * as styles from './MembershipDeliveryMessage.css';

// This screen's words: its parts of the scheduling table (the plan titles are the items').
const words = /* @__PURE__ */ Object.assign({}, filterMessages, itemMessages);

export interface MembershipDeliveryMessageProps {
  /** The quotes' membership (§3): the shopper's subscription type, and the free-delivery threshold (35 by default). */
  membership: QuotesMembership | null | undefined;
  /** The basket's subtotal in dollars; not known yet counts as nothing spent. */
  subtotal: number | null | undefined;
  /** The quotes' `message` (§3): shown as the disclaimer in place of §9's default when the service sends one. */
  message?: string | null | undefined;
}

/**
 * The membership delivery message (§4, §6, §9). A BST or BSTL member sees free delivery once the
 * basket reaches the threshold, else how much more to spend with 'Keep Shopping' (to the cart);
 * anyone else sees the delivery promo. Each ends with the '* $35 minimum' disclaimer. The words are
 * the string table's membershipMessages once it has loaded (§7), the message table's before.
 */
export function MembershipDeliveryMessage({ membership, subtotal, message }: MembershipDeliveryMessageProps) {
  // membershipMessages of the string table (§7, MEMB-20), once loaded.
  const messages = useStringTableWords(words, 'checkout/upfront-timeslots', membershipMessagePlaces);
  const { features } = useBanner();
  const routes = useStorefrontRoutes();
  const delivery = membershipDelivery(membership, subtotal);
  const planName = (type: 'BST' | 'BSTL') => planTitle(type, messages) ?? features.membershipName;
  const text =
    delivery.kind === 'free'
      ? format(messages.filterMemberFree, { plan: planName(delivery.plan) })
      : delivery.kind === 'spendMore'
        ? format(messages.filterMemberSpendMore, {
            plan: planName(delivery.plan),
            amount: formatMoney(delivery.amount),
          })
        : format(messages.filterPromo, {
            threshold: formatThreshold(delivery.threshold),
            membership: features.membershipName,
          });

  return (
    <div className={delivery.kind === 'promo' ? styles.promo : styles.member}>
      <p className={styles.text}>
        {text}
        {/* The mark that ties the claim to the disclaimer below; the disclaimer says it itself. */}
        <span aria-hidden="true">*</span>
        {delivery.kind === 'spendMore' && (
          <>
            {' '}
            <Link href={routes.cart}>{messages.filterKeepShopping}</Link>
          </>
        )}
      </p>
      <p className={styles.disclaimer}>{membershipDisclaimer(delivery.threshold, messages, message)}</p>
    </div>
  );
}
