'use client';

import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Alert, Button, ConfirmDialog, Skeleton, Spinner, format, toast } from '@aisle/ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { cardGroup } from '../cards/cardRules';
import { WalletSettingsProvider, useWalletSettings } from '../config/WalletSettingsContext';
import type { WalletSettings } from '../config/walletSettings';
import { walletLimits } from '../forms/limits';
import { useWallet } from '../hooks/useWallet';
import { WalletLegalFooter } from '../legalFooter';
import { useWalletMessages } from '../messages';
import { AddCardForm } from './AddCardForm';
import { useFraudTransaction } from '../fraudCapture/useFraudTransaction';
import { AddFormPanel } from './AddFormPanel';
import { CardListSection } from './CardListSection';
import { AddGiftCardForm } from './AddGiftCardForm';
import { useEbtAvailableModal } from './useEbtAvailableModal';
import { useWalletPageError } from './useWalletPageError';
import { EbtAvailableModal, SomethingWentWrongDialog, WrongAccountDialog } from './WalletPageDialogs';
import { giftCardTotal, isCardNotFound } from './walletPageRules';
import { initialWalletPageState, walletPageReducer } from './walletPageState';
import * as styles from './walletPage.css';

// A one-line card with its buttons, as the list draws it.
const cardHeight = 97;

export interface WalletPageProps {
  /** The wallet's settings; the page is always in wallet mode (§1: management only). */
  settings: WalletSettings;
  /** Opens the host's cookie-preferences tool from the legal footer; the button is hidden without it. */
  onCookiePreferences?: () => void;
}

/**
 * The wallet page, /mywallet (wallet spec §2 "Wallet page"): the cards with Edit and Delete, the
 * SNAP EBT card's Check Balance (§4, §8 "SNAP/EBT (wallet page)"), the 'Add New Card' and 'Add New
 * Gift Card' forms, the EBT, 'Wrong Account' and 'Something went wrong' dialogs, and the legal
 * footer. It brings its own `<h1>` and its own settings provider.
 */
export function WalletPage({ settings, onCookiePreferences }: WalletPageProps) {
  return (
    <WalletSettingsProvider settings={{ ...settings, mode: 'wallet' }}>
      <WalletPageContent onCookiePreferences={onCookiePreferences} />
    </WalletSettingsProvider>
  );
}

function WalletPageContent({ onCookiePreferences }: Pick<WalletPageProps, 'onCookiePreferences'>) {
  const messages = useWalletMessages();
  const { walletConfig } = useWalletSettings();
  const transactionId = useFraudTransaction();
  const { navigate } = useStorefront().navigation;
  const { cart } = useStorefrontRoutes();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const [state, dispatch] = useReducer(walletPageReducer, initialWalletPageState);
  const [deleteFailure, setDeleteFailure] = useState<string | undefined>();
  const [giftLimitReached, setGiftLimitReached] = useState(false);
  const [loadFailureSeen, setLoadFailureSeen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const addCardToggle = useRef<HTMLButtonElement>(null);
  const giftCardToggle = useRef<HTMLButtonElement>(null);
  // The deleted card's buttons are gone: once the dialog closes, focus goes to the heading.
  const focusHeadingOnClose = useRef(false);

  const { cards, status } = wallet;
  const bankCards = cards.filter((card) => cardGroup(card) === 'bank');
  const ebtCards = cards.filter((card) => cardGroup(card) === 'ebt');
  const giftCards = cards.filter((card) => cardGroup(card) === 'gift');
  const ebtModal = useEbtAvailableModal(status === 'loaded' && walletConfig.showSnapCards && ebtCards.length === 0);
  const deleting = cards.find((card) => card.id === state.deleteCardId);

  useEffect(() => {
    if (state.deleteCardId !== undefined || !focusHeadingOnClose.current) return;
    focusHeadingOnClose.current = false;
    heading.current?.focus();
  }, [state.deleteCardId]);

  const remove = async () => {
    if (!deleting) return;
    setDeleteFailure(undefined);
    try {
      await wallet.remove(deleting);
      toast.success({ heading: messages.cardDeleted });
      focusHeadingOnClose.current = true;
    } catch (error) {
      if (isCardNotFound(error)) dispatch({ type: 'wrongAccount' });
      else setDeleteFailure(describeError(error, 'deleteCard').message);
    }
  };

  const tryAgain = async () => {
    setRetrying(true);
    try {
      await wallet.reload();
    } finally {
      setRetrying(false);
    }
  };

  const toggleGiftCardForm = () => {
    // §4: the sixth gift card is refused when it is attempted, before any form or call.
    if (!state.giftCardFormOpen && giftCards.length >= walletLimits.maxGiftCards) return setGiftLimitReached(true);
    setGiftLimitReached(false);
    dispatch({ type: 'toggleGiftCardForm' });
  };

  const closeForm = (type: 'closeAddCard' | 'closeGiftCardForm') => {
    dispatch({ type });
    (type === 'closeAddCard' ? addCardToggle : giftCardToggle).current?.focus();
  };

  const loadFailure = status === 'error' ? describeError(wallet.error, 'getCards').message : undefined;
  const sections = {
    editCardId: state.editCardId,
    balanceCardId: state.balanceCardId,
    dispatch,
    onBalance: wallet.setCardBalance,
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {messages.walletPageTitle}
      </h1>
      {deleteFailure && (
        <Alert tone="error" onDismiss={() => setDeleteFailure(undefined)}>
          {deleteFailure}
        </Alert>
      )}
      {loadFailure && loadFailureSeen && (
        <Alert tone="error">
          {loadFailure}{' '}
          <Button variant="link" busy={retrying} onClick={() => void tryAgain()}>
            {messages.tryAgainButton}
          </Button>
        </Alert>
      )}
      {status === 'loading' && (
        <div className={styles.loading} aria-busy="true">
          <Spinner label={messages.loadingCards} />
          <Skeleton width="40%" />
          <Skeleton shape="rectangle" height={cardHeight} className={styles.loadingCard} />
          <Skeleton shape="rectangle" height={cardHeight} className={styles.loadingCard} />
        </div>
      )}
      {status === 'loaded' && (
        <div className={styles.layout}>
          <div className={styles.column}>
            {cards.length === 0 && <p className={styles.note}>{messages.noCardsMessage}</p>}
            <CardListSection heading={messages.creditDebitGroup} cards={bankCards} {...sections} />
            {walletConfig.showSnapCards && ebtCards.length > 0 && (
              <CardListSection heading={messages.snapEbtGroup} cards={ebtCards} {...sections} />
            )}
            {walletConfig.showGiftCards && (
              <CardListSection
                heading={format(messages.giftCardsHeading, { total: formatMoney(giftCardTotal(cards)) })}
                cards={giftCards}
                {...sections}
              />
            )}
          </div>
          <div className={styles.column}>
            <AddFormPanel
              label={messages.addNewCardHeading}
              open={state.addCard.open}
              onToggle={() => dispatch({ type: 'toggleAddCard' })}
              toggleRef={addCardToggle}
            >
              {(labelledBy) => (
                <AddCardForm
                  key={state.addCard.key}
                  transactionId={transactionId}
                  initialPaymentType={state.addCard.paymentType}
                  labelledBy={labelledBy}
                  onSaved={() => closeForm('closeAddCard')}
                  onCancel={() => closeForm('closeAddCard')}
                />
              )}
            </AddFormPanel>
            {walletConfig.showGiftCards && (
              <AddFormPanel
                label={messages.addNewGiftCardHeading}
                open={state.giftCardFormOpen}
                onToggle={toggleGiftCardForm}
                toggleRef={giftCardToggle}
                notice={
                  giftLimitReached && (
                    <Alert tone="warning" onDismiss={() => setGiftLimitReached(false)}>
                      {messages.giftCardLimit}
                    </Alert>
                  )
                }
              >
                {(labelledBy) => (
                  <AddGiftCardForm
                    transactionId={transactionId}
                    labelledBy={labelledBy}
                    onSaved={() => closeForm('closeGiftCardForm')}
                    onCancel={() => closeForm('closeGiftCardForm')}
                  />
                )}
              </AddFormPanel>
            )}
          </div>
        </div>
      )}
      <WalletLegalFooter onCookiePreferences={onCookiePreferences} />
      <ConfirmDialog
        open={state.deleteCardId !== undefined}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'closeDelete' });
        }}
        heading={messages.deletingPaymentTitle}
        body={messages.deleteCardQuestion}
        cancelLabel={messages.keepCardButton}
        confirmLabel={messages.deleteCardButton}
        destructive
        onConfirm={remove}
      />
      <WrongAccountDialog
        open={state.wrongAccount}
        onClose={() => {
          dispatch({ type: 'closeWrongAccount' });
          // The list may hold cards of another account: read it again.
          void wallet.reload();
        }}
      />
      <SomethingWentWrongDialog
        open={loadFailure !== undefined && !loadFailureSeen}
        message={loadFailure ?? ''}
        retrying={retrying}
        onTryAgain={() => void tryAgain()}
        onBackToCart={() => navigate(cart)}
        onDismiss={() => setLoadFailureSeen(true)}
      />
      <EbtAvailableModal
        open={ebtModal.open}
        onDismiss={ebtModal.dismiss}
        onAddEbtCard={() => {
          ebtModal.dismiss();
          dispatch({ type: 'openAddCard', paymentType: 'EBT_CARD' });
        }}
      />
    </div>
  );
}
