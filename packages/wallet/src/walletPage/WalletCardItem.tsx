'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Button, Skeleton, type ButtonProps } from '@aisle/ui';
import { Suspense, useId, useRef, type Ref } from 'react';
import { canEdit, cardGroup, isPreferredFor, offersCheckBalance } from '../cards/cardRules';
import { CardDetails } from '../cards/CardDetails';
import { cardName } from '../cards/cardText';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useGiftCardBalance } from '../hooks/useGiftCardBalance';
import { useWalletMessages } from '../messages';
import { EditCardForm } from './EditCardForm';
import { LazyCheckBalanceForm, loadCheckBalanceForm } from './lazyCheckBalanceForm';
import { PreferredCardForm } from './PreferredCardForm';
import { isRewardDebitCard } from './walletPageRules';
import * as styles from './walletPage.css';

export interface WalletCardItemProps {
  card: WalletCard;
  /** This card's edit form is open (§4 "the edit card id toggles the edit form"). */
  editing: boolean;
  onToggleEdit(): void;
  onCloseEdit(): void;
  /** This SNAP EBT card's balance check is open. */
  checkingBalance: boolean;
  onToggleBalance(): void;
  onCloseBalance(): void;
  onDelete(): void;
  onWrongAccount(): void;
  /** A gift card's balance has loaded: the page adds it to the gift total. */
  onBalance(cardId: string, balance: string): void;
}

// The PIN form's place while its code loads: about the widget and the buttons.
const balanceFormHeight = 190;

interface CardButtonProps extends ButtonProps {
  id: string;
  /** The id of the card's name: the button is "Edit Visa ending in 1111". */
  titleId: string;
  /** A disclosure: the form it opens under the card, and whether it is open. */
  opens?: { open: boolean; id: string };
  ref?: Ref<HTMLButtonElement>;
}

/** One of a card's small buttons, named after its words and the card. */
function CardButton({ id, titleId, opens, ...props }: CardButtonProps) {
  return (
    <Button
      id={id}
      variant="secondary"
      size="small"
      aria-labelledby={`${id} ${titleId}`}
      {...(opens ? { 'aria-expanded': opens.open, 'aria-controls': opens.open ? opens.id : undefined } : {})}
      {...props}
    />
  );
}

/**
 * One card of the wallet page (§2): its name, preferred, expiry and balance, Edit for a bank card
 * (the preferred-only form for a reward debit card), Check Balance for a SNAP EBT card without a
 * balance (§4), Delete for every card, and the edit form or the balance check under it while open.
 * Every button is named after its card ("Edit Visa ending in 1111"). A SNAP card's balance is a
 * status: the balance a check brings is announced.
 */
export function WalletCardItem({
  card,
  editing,
  onToggleEdit,
  onCloseEdit,
  checkingBalance,
  onToggleBalance,
  onCloseBalance,
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
  const balanceId = useId();
  const balanceFormId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const balanceButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLParagraphElement>(null);

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
  const preloadBalanceForm = () => void loadCheckBalanceForm();
  // Cancel: back to the button. A balance: the button is gone (§4), focus on the card, whose
  // balance line announces the amount.
  const cancelBalance = () => {
    onCloseBalance();
    balanceButton.current?.focus();
  };
  const balanceChecked = () => {
    onCloseBalance();
    title.current?.focus();
  };

  const details = (
    <CardDetails
      as="p"
      className={styles.details}
      card={card}
      balance={gift.balance}
      preferred={isPreferredFor(card, appName)}
      balanceFailed={gift.failed}
      balanceLoading={gift.loading}
    />
  );

  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <div>
          <p id={titleId} ref={title} tabIndex={-1} className={`${styles.cardName} ${styles.focusTarget}`}>
            {cardName(card, messages)}
          </p>
          {cardGroup(card) === 'ebt' ? <div role="status">{details}</div> : details}
        </div>
        <div className={styles.actions}>
          {gift.failed && (
            <CardButton id={retryId} titleId={titleId} onClick={gift.retry}>
              {messages.retryButton}
            </CardButton>
          )}
          {canEdit(card) && (
            <CardButton
              ref={editButton}
              id={editId}
              titleId={titleId}
              opens={{ open: editing, id: formId }}
              onClick={onToggleEdit}
            >
              {messages.editAction}
            </CardButton>
          )}
          {offersCheckBalance(card) && (
            <CardButton
              ref={balanceButton}
              id={balanceId}
              titleId={titleId}
              opens={{ open: checkingBalance, id: balanceFormId }}
              onClick={onToggleBalance}
              onPointerEnter={preloadBalanceForm}
              onFocus={preloadBalanceForm}
            >
              {messages.checkBalanceAction}
            </CardButton>
          )}
          <CardButton id={deleteId} titleId={titleId} onClick={onDelete}>
            {messages.deleteAction}
          </CardButton>
        </div>
      </div>
      {editing && (
        <div id={formId}>
          {isRewardDebitCard(card) ? <PreferredCardForm {...formProps} /> : <EditCardForm {...formProps} />}
        </div>
      )}
      {checkingBalance && offersCheckBalance(card) && (
        <div id={balanceFormId}>
          <Suspense fallback={<Skeleton shape="rectangle" height={balanceFormHeight} />}>
            <LazyCheckBalanceForm
              card={card}
              cardTitleId={titleId}
              onChecked={balanceChecked}
              onCancel={cancelBalance}
              onWrongAccount={onWrongAccount}
            />
          </Suspense>
        </div>
      )}
    </li>
  );
}
