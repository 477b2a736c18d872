import type { WalletCard } from '../../api/types';
import { cardBalance, cardExpiry } from '../../cards/cardText';
import { useWalletMessages } from '../../messages';
import * as styles from './cardList.css';

export interface CardDetailsProps {
  card: WalletCard;
  /** The balance as now known (a gift card's may load after the card). */
  balance: string | undefined;
  preferred: boolean;
  balanceFailed: boolean;
}

const star = (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 1.5l1.9 4 4.4.5-3.3 3 .9 4.4L8 11.2l-3.9 2.2.9-4.4-3.3-3 4.4-.5z" fill="currentColor" />
  </svg>
);

/** What a card tile says under its name: preferred, expiry, balance or the balance error. */
export function CardDetails({ card, balance, preferred, balanceFailed }: CardDetailsProps) {
  const messages = useWalletMessages();
  const expiry = cardExpiry(card, messages);
  const balanceText = cardBalance(balance, messages);
  return (
    <span className={styles.details}>
      {preferred && (
        <span className={styles.preferred}>
          {star}
          {messages.preferredCard}
        </span>
      )}
      {expiry && <span>{expiry}</span>}
      {balanceText && <span>{balanceText}</span>}
      {balanceFailed && <span className={styles.balanceError}>{messages.balanceError}</span>}
    </span>
  );
}
