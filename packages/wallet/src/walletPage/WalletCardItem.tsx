'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Button } from '@aisle/ui';
import { useId, useRef } from 'react';
import { canEdit, isPreferredFor } from '../cards/cardRules';
import { CardDetails } from '../cards/CardDetails';
import { cardName } from '../cards/cardText';
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
          <CardDetails
            as="p"
            className={styles.details}
            card={card}
            balance={gift.balance}
            preferred={isPreferredFor(card, appName)}
            balanceFailed={gift.failed}
            balanceLoading={gift.loading}
          />
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
