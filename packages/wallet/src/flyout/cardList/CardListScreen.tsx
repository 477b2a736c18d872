'use client';

import { Alert, Button, Spinner } from '@aisle/ui';
import { useState } from 'react';
import { cardGroup, isOrderTotalMet, type CardGroup as Group } from '../../cards/cardRules';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { walletLimits } from '../../forms/limits';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import { useEbtPaymentTotal } from '../useEbtPaymentTotal';
import { CardGroup } from './CardGroup';
import * as styles from './cardList.css';

/** CARD_LIST (§2): the cards in their groups, the banners, and the footer of the mode. */
export function CardListScreen() {
  const messages = useWalletMessages();
  const settings = useWalletSettings();
  const { state, dispatch, wallet, confirm } = useFlyout();
  const describeError = useWalletError();
  const [limitWarning, setLimitWarning] = useState<Group | undefined>();
  const ebtPaymentTotal = useEbtPaymentTotal(state.selectedCards);

  const { mode, walletConfig } = settings;
  const selectedIds = new Set(state.selectedCards.map((card) => card.id));
  const totalMet = isOrderTotalMet(state.selectedCards, {
    mode,
    orderInfo: settings.checkoutConfig.orderInfo,
    ebtPaymentTotal,
  });
  const inGroup = (group: Group) => wallet.cards.filter((card) => cardGroup(card) === group);
  const bankCards = inGroup('bank');
  const ebtCards = inGroup('ebt');
  const giftCards = inGroup('gift');
  // §5: gift and EBT cards need a credit or debit card behind them.
  const noBackup = bankCards.length === 0;

  const add = (kind: Group, limitReached: boolean) => {
    if (limitReached) return setLimitWarning(kind);
    setLimitWarning(undefined);
    dispatch({ type: 'show', screen: 'ADD_CARD', addCardKind: kind });
  };
  const warning = (group: Group, text: string) =>
    limitWarning === group ? (
      <Alert tone="warning" onDismiss={() => setLimitWarning(undefined)}>
        {text}
      </Alert>
    ) : undefined;

  const footer =
    mode === 'wallet' ? (
      <Button onClick={() => dispatch({ type: 'requestClose' })}>{messages.closeButton}</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={() => dispatch({ type: 'close' })}>
          {messages.cancelButton}
        </Button>
        <Button onClick={confirm}>{messages.confirmButton}</Button>
      </>
    );

  return (
    <FlyoutScreen title={mode === 'wallet' ? messages.walletHeader : messages.selectPaymentHeader} footer={footer}>
      {state.successMessage && (
        <Alert
          tone="success"
          onDismiss={() => dispatch({ type: 'dismissSuccess' })}
          autoDismissAfter={walletLimits.successBannerMs}
        >
          {state.successMessage}
        </Alert>
      )}
      {state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
      {wallet.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={messages.loadingCards} />
        </div>
      )}
      {wallet.status === 'error' && (
        <Alert tone="error">
          {describeError(wallet.error, 'getCards').message}{' '}
          <Button variant="link" onClick={() => void wallet.reload()}>
            {messages.retryButton}
          </Button>
        </Alert>
      )}
      {wallet.status === 'loaded' && (
        <>
          <CardGroup
            heading={messages.creditDebitGroup}
            cards={bankCards}
            addLabel={messages.addCreditDebitCardButton}
            onAdd={() => add('bank', false)}
            selectedIds={selectedIds}
            totalMet={totalMet}
            radios={{
              value: state.selectedCards.find((card) => cardGroup(card) === 'bank')?.id,
              onChange: (card) => dispatch({ type: 'toggle', card }),
            }}
          />
          {walletConfig.showSnapCards && (
            <CardGroup
              heading={messages.snapEbtGroup}
              cards={ebtCards}
              addLabel={messages.addSnapEbtCardButton}
              onAdd={() => add('ebt', ebtCards.length >= walletLimits.maxSnapCards)}
              addDisabledReason={noBackup ? messages.snapDisabled : undefined}
              notice={warning('ebt', messages.snapCardLimit)}
              selectedIds={selectedIds}
              totalMet={totalMet}
            />
          )}
          {walletConfig.showGiftCards && (
            <CardGroup
              heading={messages.giftCardGroup}
              cards={giftCards}
              addLabel={messages.addGiftCardButton}
              onAdd={() => add('gift', giftCards.length >= walletLimits.maxGiftCards)}
              addDisabledReason={noBackup ? messages.giftDisabled : undefined}
              notice={warning('gift', messages.giftCardLimit)}
              selectedIds={selectedIds}
              totalMet={totalMet}
            />
          )}
        </>
      )}
    </FlyoutScreen>
  );
}
