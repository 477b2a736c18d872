'use client';

import type { CheckoutCost, CheckoutPayment } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { useWalletMessages } from '@aisle/wallet';
import { useCheckoutMessages } from '../messages';
import * as styles from './PaymentSummary.css';
import { paymentLines, paymentName } from './summaryLines';
import { SummaryRow } from './SummaryRow';

export interface PaymentSplitProps {
  cost: CheckoutCost;
  payments: readonly CheckoutPayment[];
}

/** Each card and its share: a bank card that only verifies shows its hold and why nothing is charged. */
export function PaymentSplit({ cost, payments }: PaymentSplitProps) {
  const messages = useCheckoutMessages();
  const wallet = useWalletMessages();
  return (
    <div className={styles.split}>
      <h3 className={styles.splitTitle}>{messages.summaryPaymentsTitle}</h3>
      <dl className={styles.rows}>
        {paymentLines(cost, payments).map(({ payment, amount, hold }) => {
          const money = formatMoney(amount);
          return (
            <SummaryRow
              key={payment.id}
              label={paymentName(payment, wallet)}
              value={hold ? format(messages.summaryHoldAmount, { amount: money }) : money}
              note={hold ? format(messages.summaryHoldNote, { amount: money }) : undefined}
            />
          );
        })}
      </dl>
    </div>
  );
}
