'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Alert, Button, Skeleton } from '@aisle/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { offersCheckBalance } from '../cards/cardRules';
import { cardUseProblem } from '../cards/cardUse';
import { cardBalance, cardExpiry, cardName } from '../cards/cardText';
import { defaultSelection, hasBankCard } from '../cards/selection';
import { WalletSettingsProvider, useWalletSettings } from '../config/WalletSettingsContext';
import type { WalletSettings } from '../config/walletSettings';
import { useWalletError } from '../flyout/FlyoutContext';
import { PaymentFlyout } from '../flyout/PaymentFlyout';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import * as styles from './cardBox.css';

export interface CheckoutCardBoxProps {
  /** The flyout's settings; the box always opens it in checkout mode. */
  settings: WalletSettings;
  /** Checkout's chosen cards. Until the host has a choice, the box proposes the default one (§4). */
  selection: readonly WalletCard[] | undefined;
  onSelectionChange(selection: WalletCard[]): void;
  /** An optional message under the selected cards (§2). */
  message?: ReactNode;
  hideTitle?: boolean;
  hideChangePaymentMethod?: boolean;
  hideNoCardsMessage?: boolean;
}

/**
 * The checkout card box (§2 "Checkout summary box"): 'Payment Method', the chosen cards each with
 * 'Remove', the no-bank-card warning, and 'Add or Change Payment Method', which opens the flyout.
 */
export function CheckoutCardBox({ settings, ...props }: CheckoutCardBoxProps) {
  const checkout = { ...settings, mode: 'checkout' as const };
  return (
    <WalletSettingsProvider settings={checkout}>
      <CardBox {...props} settings={checkout} />
    </WalletSettingsProvider>
  );
}

function CardBox({
  settings,
  selection,
  onSelectionChange,
  message,
  hideTitle = false,
  hideChangePaymentMethod = false,
  hideNoCardsMessage = false,
}: CheckoutCardBoxProps) {
  const messages = useWalletMessages();
  const { appName, checkoutConfig } = useWalletSettings();
  const wallet = useWallet();
  const describeError = useWalletError();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [checkBalanceCard, setCheckBalanceCard] = useState<WalletCard>();

  // Until checkout has a choice, the default one once the cards are in: shown from the render that
  // has the cards (a server's too, so its page never says there is no card), and handed to
  // checkout after it.
  const { status, cards } = wallet;
  const proposed =
    selection ?? (status === 'loaded' ? defaultSelection(cards, { appName, orderInfo: checkoutConfig.orderInfo }) : []);
  useEffect(() => {
    if (status !== 'loaded' || selection !== undefined) return;
    onSelectionChange([...proposed]);
    // Only when the cards arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, cards]);

  // The chosen cards as they now are (a balance checked in the flyout shows here too).
  const chosen = proposed.map((card) => cards.find((current) => current.id === card.id) ?? card);
  const openFlyout = (card?: WalletCard) => {
    setCheckBalanceCard(card);
    setOpen(true);
  };

  return (
    <section
      className={styles.box}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? messages.paymentMethodTitle : undefined}
    >
      {!hideTitle && (
        <h2 id={titleId} className={styles.title}>
          {messages.paymentMethodTitle}
        </h2>
      )}
      {status === 'loading' && <Skeleton lines={2} />}
      {status === 'error' && (
        <Alert tone="error">
          {describeError(wallet.error, 'getCards').message}{' '}
          <Button variant="link" onClick={() => void wallet.reload()}>
            {messages.retryButton}
          </Button>
        </Alert>
      )}
      {status === 'loaded' && chosen.length === 0 && !hideNoCardsMessage && (
        <p className={styles.message}>{messages.noCardsMessage}</p>
      )}
      {chosen.length > 0 && (
        <ul className={styles.cards}>
          {chosen.map((card) => (
            <li key={card.id} className={styles.card}>
              <div>
                <p className={styles.cardName}>{cardName(card, messages)}</p>
                <p className={styles.message}>{cardBalance(card.balance, messages) ?? cardExpiry(card, messages)}</p>
                <CardUseProblem card={card} />
              </div>
              <div className={styles.actions}>
                {offersCheckBalance(card) && (
                  <Button variant="secondary" size="small" onClick={() => openFlyout(card)}>
                    {messages.checkBalanceAction}
                  </Button>
                )}
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={`${messages.removeButton} ${cardName(card, messages)}`}
                  onClick={() => onSelectionChange(chosen.filter((other) => other.id !== card.id))}
                >
                  {messages.removeButton}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {message && <div className={styles.message}>{message}</div>}
      {status === 'loaded' && !hasBankCard(chosen) && <Alert tone="warning">{messages.noBankCardWarning}</Alert>}
      {!hideChangePaymentMethod && (
        <div>
          <Button variant="secondary" onClick={() => openFlyout()}>
            {messages.addOrChangePaymentMethod}
          </Button>
        </div>
      )}
      <PaymentFlyout
        settings={settings}
        open={open}
        onOpenChange={setOpen}
        selection={chosen}
        onConfirm={onSelectionChange}
        checkBalanceCard={checkBalanceCard}
      />
    </section>
  );
}

/** §5: a chosen card that cannot pay says why under its name ('This card has expired. …'). */
function CardUseProblem({ card }: { card: WalletCard }) {
  const messages = useWalletMessages();
  const problem = cardUseProblem(card, messages);
  return problem ? <p className={styles.problem}>{problem}</p> : null;
}
