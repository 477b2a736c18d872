'use client';

import type { CheckoutCost, CheckoutPayment } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import { useCheckoutMessages, type CheckoutMessages } from '../messages';
import { PaymentSplit } from './PaymentSplit';
import * as styles from './PaymentSummary.css';
import { costChange, hasBagFee, regulatoryFeesTotal, savingsParts, sumDollars, type SavingsKind } from './summaryLines';
import { ExpandableSummaryRow, SummaryBreakdown, SummaryRow } from './SummaryRow';

export interface PaymentSummaryProps {
  /** The order's money now. */
  cost: CheckoutCost;
  /** The cards paying and their shares: the payment split, under the total. None, no split. */
  payments?: readonly CheckoutPayment[];
  /** The cost when the order was placed: with `modifying`, the previous total and the cost change. */
  originalCost?: CheckoutCost | null;
  /** A placed order being modified: 'New Estimated Total', the previous total and the cost change. */
  modifying?: boolean;
  /** Under the rows and disclaimers: the Place order button, or a note. */
  children?: ReactNode;
}

const savingsLabels: Record<SavingsKind, keyof CheckoutMessages> = {
  coupons: 'summaryCoupons',
  promos: 'summaryPromos',
  storeSavings: 'summaryStoreSavings',
};

const noPayments: readonly CheckoutPayment[] = [];

/** Savings read as what comes off: '-$1.50'. */
const saved = (amount: number) => formatMoney(-amount);

/**
 * The payment summary panel (checkout spec §2), shared by the payment page, the modify checkout and
 * the order-complete page: the rows in the spec's order, the expandable ones (savings, regulatory
 * fees, tip, cost change) as buttons that open their parts, then the payment split and the
 * disclaimers.
 */
export function PaymentSummary({
  cost,
  payments = noPayments,
  originalCost,
  modifying = false,
  children,
}: PaymentSummaryProps) {
  const messages = useCheckoutMessages();
  const titleId = useId();
  const bagFeeId = useId();
  const savings = savingsParts(cost);
  const bagFee = hasBagFee(cost);
  const change = modifying && originalCost ? costChange(cost, originalCost) : null;
  const signed = (amount: number) =>
    amount > 0 ? format(messages.summaryIncrease, { amount: formatMoney(amount) }) : formatMoney(amount);

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {messages.summaryTitle}
      </h2>
      <dl className={styles.rows}>
        <SummaryRow
          label={
            cost.itemCount === 1
              ? messages.summarySubtotalOne
              : format(messages.summarySubtotal, { count: cost.itemCount })
          }
          value={formatMoney(cost.itemTotal)}
        />
        {savings.length > 0 && (
          <ExpandableSummaryRow label={messages.summarySavings} value={saved(sumDollars(savings.map((s) => s.amount)))}>
            <SummaryBreakdown
              parts={savings.map(({ kind, amount }) => ({
                key: kind,
                label: messages[savingsLabels[kind]],
                value: saved(amount),
              }))}
            />
          </ExpandableSummaryRow>
        )}
        <SummaryRow
          label={messages.summarySalesTax}
          value={formatMoney(cost.taxTotal, { tbd: messages.summaryTaxTbd })}
        />
        <SummaryRow label={messages.summaryServiceFee} value={formatMoney(cost.serviceFee)} />
        {cost.regulatoryFees.length > 0 && (
          <ExpandableSummaryRow label={messages.summaryRegulatoryFees} value={formatMoney(regulatoryFeesTotal(cost))}>
            <SummaryBreakdown
              parts={cost.regulatoryFees.map((fee, index) => ({
                key: `${index}-${fee.label}`,
                label: fee.label,
                value: formatMoney(fee.amount),
              }))}
            />
          </ExpandableSummaryRow>
        )}
        {cost.gratuityTotal > 0 && (
          <ExpandableSummaryRow label={messages.summaryTip} value={formatMoney(cost.gratuityTotal)}>
            <p className={styles.note}>{messages.summaryTipNote}</p>
          </ExpandableSummaryRow>
        )}
        <SummaryRow
          total
          label={
            <>
              {modifying ? messages.summaryNewEstimatedTotal : messages.summaryEstimatedTotal}
              {/* The mark is for the eye; a screen reader hears the disclaimer as the row's description. */}
              {bagFee && <span aria-hidden="true">{messages.summaryBagFeeMark}</span>}
            </>
          }
          value={formatMoney(cost.total)}
          describedBy={bagFee ? bagFeeId : undefined}
        />
        {change && originalCost && (
          <>
            <SummaryRow label={messages.summaryPreviousTotal} value={formatMoney(originalCost.total)} />
            <ExpandableSummaryRow label={messages.summaryCostChange} value={signed(change.total)}>
              <SummaryBreakdown
                parts={[
                  { key: 'snap', label: messages.summarySnapChange, value: signed(change.snap) },
                  { key: 'nonSnap', label: messages.summaryNonSnapChange, value: signed(change.nonSnap) },
                ]}
              />
            </ExpandableSummaryRow>
          </>
        )}
      </dl>
      {payments.length > 0 && <PaymentSplit cost={cost} payments={payments} />}
      <div className={styles.disclaimers}>
        {bagFee && (
          <p id={bagFeeId} className={styles.note}>
            {messages.summaryBagFeeMark}
            {format(messages.summaryBagFeeDisclaimer, { amount: formatMoney(cost.bagFee) })}
          </p>
        )}
        {cost.bagBan && <p className={styles.note}>{messages.summaryBagBanDisclaimer}</p>}
        <p className={styles.note}>{messages.summaryEstimateDisclaimer}</p>
      </div>
      {children}
    </section>
  );
}
