import { Button } from '@aisle/ui';
import { useId, useRef } from 'react';
import type { WalletCard } from '../api/types';
import { canEdit, isPreferredFor } from '../cards/cardRules';
import { cardBalance, cardExpiry, cardName } from '../cards/cardText';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useGiftCardBalance } from '../hooks/useGiftCardBalance';
import { useWalletMessages } from '../messages';
import { EditCardForm } from './EditCardForm';
import { PreferredCardForm } from './PreferredCardForm';
import { isRewardDebitCard } from './walletPageRules';
import * as styles from './walletPage.css';

export interface WalletCardItemProps {
  card: WalletCard;
  /** This card's edit form is open (§4 "the edit card id toggles the edit form"). */
  editing: boolean;
  onToggleEdit(): void;
  onCloseEdit(): void;
  onDelete(): void;
  onWrongAccount(): void;
  /** A gift card's balance has loaded: the page adds it to the gift total. */
  onBalance(cardId: string, balance: string): void;
}

const star = (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 1.5l1.9 4 4.4.5-3.3 3 .9 4.4L8 11.2l-3.9 2.2.9-4.4-3.3-3 4.4-.5z" fill="currentColor" />
  </svg>
);

/**
 * One card of the wallet page (§2): its name, preferred, expiry and balance, Edit for a bank card
 * (the preferred-only form for a reward debit card), Delete for every card, and the edit form under
 * it while open. Every button is named after its card ("Edit Visa ending in 1111").
 */
export function WalletCardItem({
  card,
  editing,
  onToggleEdit,
  onCloseEdit,
  onDelete,
  onWrongAccount,
  onBalance,
}: WalletCardItemProps) {
  const messages = useWalletMessages();
  const { appName } = useWalletSettings();
  const gift = useGiftCardBalance(card, onBalance);
  const titleId = useId();
  const editId = useId();
  const deleteId = useId();
  const retryId = useId();
  const formId = useId();
  const editButton = useRef<HTMLButtonElement>(null);

  const preferred = isPreferredFor(card, appName);
  const expiry = cardExpiry(card, messages);
  const balance = cardBalance(gift.balance, messages);
  // The form goes away under the shopper: focus goes back to the button that opened it.
  const closeEdit = () => {
    onCloseEdit();
    editButton.current?.focus();
  };
  const formProps = {
    card,
    labelledBy: `${editId} ${titleId}`,
    onSaved: closeEdit,
    onCancel: closeEdit,
    onWrongAccount,
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <div>
          <p id={titleId} className={styles.cardName}>
            {cardName(card, messages)}
          </p>
          <p className={styles.details}>
            {preferred && (
              <span className={styles.preferred}>
                {star}
                {messages.preferredCard}
              </span>
            )}
            {expiry && <span>{expiry}</span>}
            {balance && <span>{balance}</span>}
            {gift.failed && <span className={styles.balanceError}>{messages.balanceError}</span>}
          </p>
        </div>
        <div className={styles.actions}>
          {gift.failed && (
            <Button
              id={retryId}
              variant="secondary"
              size="small"
              aria-labelledby={`${retryId} ${titleId}`}
              onClick={gift.retry}
            >
              {messages.retryButton}
            </Button>
          )}
          {canEdit(card) && (
            <Button
              ref={editButton}
              id={editId}
              variant="secondary"
              size="small"
              aria-labelledby={`${editId} ${titleId}`}
              aria-expanded={editing}
              aria-controls={editing ? formId : undefined}
              onClick={onToggleEdit}
            >
              {messages.editAction}
            </Button>
          )}
          <Button
            id={deleteId}
            variant="secondary"
            size="small"
            aria-labelledby={`${deleteId} ${titleId}`}
            onClick={onDelete}
          >
            {messages.deleteAction}
          </Button>
        </div>
      </div>
      {editing && (
        <div id={formId}>
          {isRewardDebitCard(card) ? <PreferredCardForm {...formProps} /> : <EditCardForm {...formProps} />}
        </div>
      )}
    </li>
  );
}
