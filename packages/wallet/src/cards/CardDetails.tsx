'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Skeleton } from '@aisle/ui';
import { useWalletMessages } from '../messages';
import * as styles from './cardDetails.css';
import { cardBalance, cardExpiry } from './cardText';

export interface CardDetailsProps {
  card: WalletCard;
  /** The balance as now known (a gift card's may load after the card). */
  balance: string | undefined;
  preferred: boolean;
  balanceFailed: boolean;
  /** The balance is being fetched: a placeholder holds its line, so the card does not grow when it comes. */
  balanceLoading?: boolean;
  /** A paragraph of its own on the wallet page; a span where it sits in a control's label or hint. */
  as?: 'p' | 'span';
  className?: string;
}

const star = (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 1.5l1.9 4 4.4.5-3.3 3 .9 4.4L8 11.2l-3.9 2.2.9-4.4-3.3-3 4.4-.5z" fill="currentColor" />
  </svg>
);

/** What a card says under its name: preferred, expiry, balance or the balance error. */
export function CardDetails({
  card,
  balance,
  preferred,
  balanceFailed,
  balanceLoading = false,
  as: Element = 'span',
  className,
}: CardDetailsProps) {
  const messages = useWalletMessages();
  const expiry = cardExpiry(card, messages);
  const balanceText = cardBalance(balance, messages);
  const pending = balanceLoading && !balanceText;
  // Nothing to say (a SNAP card): no empty line under the name.
  if (!preferred && !expiry && !balanceText && !pending && !balanceFailed) return null;
  return (
    <Element className={className ? `${styles.details} ${className}` : styles.details}>
      {preferred && (
        <span className={styles.preferred}>
          {star}
          {messages.preferredCard}
        </span>
      )}
      {expiry && <span>{expiry}</span>}
      {balanceText && <span>{balanceText}</span>}
      {pending && <Skeleton width="8em" />}
      {balanceFailed && <span className={styles.balanceError}>{messages.balanceError}</span>}
    </Element>
  );
}
