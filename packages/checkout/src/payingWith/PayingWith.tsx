'use client';

import type { Checkout, PaymentUpdate } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { useBanner, useServiceErrorMessage } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Alert, format } from '@aisle/ui';
import {
  cardGroup,
  CheckoutCardBox,
  HostedPaymentScope,
  useWallet,
  useWalletMessages,
  WalletSettingsProvider,
  type WalletSettings,
} from '@aisle/wallet';
import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { useCheckoutMessages } from '../messages';
import * as styles from './PayingWith.css';
import { PaymentUpdateFailedModal } from './PaymentUpdateFailedModal';
import {
  bankCardHold,
  ebtPays,
  paymentMethodsFor,
  paymentUpdates,
  paysNothingByBankCard,
  splitPayment,
} from './paymentSplit';
import { SnapAmountForm } from './SnapAmountForm';
import { snapAmountRange, snapAmountToPay } from './snapAmount';
import { SnapPinModal } from './SnapPinModal';
import { describeUpdateFailure, type UpdateFailure } from './updateFailure';
import { usePaymentIntent } from './usePaymentIntent';
import { PaymentMethodsError, type PaymentMethodsHandle } from './usePaymentMethods';

export interface PayingWithProps {
  /** The draft being paid for: its total and SNAP-eligible total size the shares. */
  checkout: Checkout;
  /** Sends the payment update (wallet spec §3 "Payment update payload (checkout)"). */
  onPaymentsChange(payments: PaymentUpdate[]): Promise<unknown>;
  /**
   * The wallet's settings, as for its flyout: the block sets checkout mode, the order info
   * (`checkoutConfig`) from the checkout, the payment intent it makes (`paymentIntentId`), and the
   * card calls (`calls`, checkout's own).
   */
  walletSettings: Omit<WalletSettings, 'mode' | 'checkoutConfig' | 'calls' | 'paymentIntentId'>;
  /** Place order's way to the chosen cards: `usePaymentMethods().ref`. */
  paymentMethodsRef?: Ref<PaymentMethodsHandle>;
  /** Leaves out the 'Paying With' heading, for a page that titles the block itself. */
  hideTitle?: boolean;
}

const sameCard = (card: WalletCard) => (other: WalletCard) => other.id === card.id;

/**
 * Paying With (checkout spec §2, §4): the wallet's checkout card box and flyout, the SNAP EBT
 * amount when an EBT card is chosen, and the payment update sent when the cards load with a
 * choice and after every change of it. A failed update opens 'Something went wrong' (SNAP EBT
 * chosen) or the payments-update-failed modal; Place order asks for the SNAP EBT PIN here.
 */
export function PayingWith({ walletSettings, checkout, ...props }: PayingWithProps) {
  const { cost } = checkout.summary;
  const hasSnapEligibleItems = checkout.lineItems.some((line) => line.item.snapEligible);
  const ebtAmountRef = useRef(0);
  // The flyout counts checkout's SNAP EBT amount towards the total (§4 "Balance checks").
  const getEbtCardPaymentTotal = useCallback(() => ebtAmountRef.current, []);
  // At checkout the flyout adds and updates cards at checkout's own paths (wallet spec §7), through
  // the host's `calls={{ checkout: { … } }}`; the wallet page keeps the wallet's.
  const { addCheckoutCard, editCheckoutCard } = useCheckoutCalls();
  // A banner with a hosted payment page (Harris Teeter) pays through it: the flyout runs as WEB
  // HOSTED PAYMENT PAGE, with a token of its own that can do payment calls alone.
  const hosted = useBanner().features.hostedPaymentPage;
  const { paymentIntentId, getNewPaymentIntent } = usePaymentIntent(walletSettings.service);
  const settings = useMemo<WalletSettings>(
    () => ({
      ...walletSettings,
      ...(hosted && { appName: 'WEB HOSTED PAYMENT PAGE' as const }),
      mode: 'checkout',
      paymentIntentId,
      checkoutConfig: {
        orderInfo: { total: cost.total, hasSnapEligibleItems, ebtTotalFromCheckout: cost.ebtTotal },
        getEbtCardPaymentTotal,
        getNewPaymentIntent,
      },
      calls: { addCard: addCheckoutCard, editCard: editCheckoutCard },
    }),
    [
      walletSettings,
      hosted,
      cost.total,
      cost.ebtTotal,
      hasSnapEligibleItems,
      getEbtCardPaymentTotal,
      paymentIntentId,
      getNewPaymentIntent,
      addCheckoutCard,
      editCheckoutCard,
    ],
  );
  const block = (
    <WalletSettingsProvider settings={settings}>
      <PayingWithBlock {...props} checkout={checkout} settings={settings} ebtAmountRef={ebtAmountRef} />
    </WalletSettingsProvider>
  );
  // The page's own calls (the payment update, Place order) stay the session's: `onPaymentsChange`.
  return hosted ? <HostedPaymentScope service={walletSettings.service}>{block}</HostedPaymentScope> : block;
}

function PayingWithBlock({
  checkout,
  settings,
  onPaymentsChange,
  paymentMethodsRef,
  hideTitle = false,
  ebtAmountRef,
}: Omit<PayingWithProps, 'walletSettings'> & { settings: WalletSettings; ebtAmountRef: { current: number } }) {
  const messages = useCheckoutMessages();
  const walletMessages = useWalletMessages();
  const generic = useServiceErrorMessage();
  const titleId = useId();
  const { cards } = useWallet();
  const [selection, setSelection] = useState<WalletCard[]>();
  const [chosenEbtAmount, setChosenEbtAmount] = useState<number>();
  const [updating, setUpdating] = useState(false);
  const [failure, setFailure] = useState<UpdateFailure>();
  // Place order waits on 'Enter Your SNAP EBT PIN': the PIN, or the shopper closing it.
  const pinRequest = useRef<{ resolve(pin: string): void; reject(error: unknown): void }>(undefined);
  const [pinOpen, setPinOpen] = useState(false);

  // The chosen cards as they are now: a balance checked in the flyout counts at once.
  const chosen = useMemo(() => (selection ?? []).map((card) => cards.find(sameCard(card)) ?? card), [selection, cards]);
  const { cost } = checkout.summary;
  const ebtCard = chosen.find((card) => cardGroup(card) === 'ebt');
  const bankCard = chosen.find((card) => cardGroup(card) === 'bank');
  const range = useMemo(() => (ebtCard ? snapAmountRange(ebtCard, cost) : undefined), [ebtCard, cost]);
  const ebtAmount = range ? snapAmountToPay(range, chosenEbtAmount) : 0;
  const split = useMemo(() => splitPayment(chosen, { total: cost.total, ebtAmount }), [chosen, cost.total, ebtAmount]);
  useEffect(() => {
    ebtAmountRef.current = ebtAmount;
  }, [ebtAmount, ebtAmountRef]);

  // What stops these cards from paying, before any call.
  const expired = chosen.some((card) => card.expired);
  const problem = !bankCard
    ? ebtCard
      ? messages.backupCardNeeded
      : walletMessages.cardRequired
    : expired
      ? messages.expiredCard
      : undefined;

  // The update follows the choice: sent when the cards load with one and after every change of
  // the cards or the SNAP EBT amount, never twice for the same.
  const latest = useRef({ split, chosen, problem, failure });
  useEffect(() => {
    latest.current = { split, chosen, problem, failure };
  });
  const send = useCallback(async () => {
    const { split: now, chosen: cardsNow } = latest.current;
    setUpdating(true);
    setFailure(undefined);
    try {
      await onPaymentsChange(paymentUpdates(now));
    } catch (error) {
      setFailure(
        describeUpdateFailure(error, {
          selection: cardsNow,
          modalityType: checkout.modalityType,
          messages,
          walletMessages,
          generic,
        }),
      );
    } finally {
      setUpdating(false);
    }
  }, [onPaymentsChange, checkout.modalityType, messages, walletMessages, generic]);
  const updateKey =
    selection && !problem ? JSON.stringify([chosen.map((card) => card.id).sort(), Math.round(ebtAmount * 100)]) : null;
  const sentKey = useRef<string | null>(null);
  useEffect(() => {
    if (updateKey === null || updateKey === sentKey.current) return;
    sentKey.current = updateKey;
    void send();
  }, [updateKey, send]);

  // Place order's cards: the PIN first when SNAP EBT pays (§2 'Enter Your SNAP EBT PIN').
  useImperativeHandle(
    paymentMethodsRef,
    () => ({
      getPaymentMethods: async () => {
        const { split: now, problem: cannotPay, failure: failed } = latest.current;
        if (!selection) throw new PaymentMethodsError('not-ready', messages.refreshAndTryAgain);
        if (cannotPay) throw new PaymentMethodsError('cannot-pay', cannotPay);
        if (failed) throw new PaymentMethodsError('cannot-pay', failed.message);
        if (!ebtPays(now)) return paymentMethodsFor(now);
        const encryptedPin = await new Promise<string>((resolve, reject) => {
          pinRequest.current?.reject(new PaymentMethodsError('cancelled', ''));
          pinRequest.current = { resolve, reject };
          setPinOpen(true);
        });
        return paymentMethodsFor(now, encryptedPin);
      },
    }),
    [selection, messages.refreshAndTryAgain],
  );

  const choose = (next: WalletCard[]) => {
    const nextEbt = next.find((card) => cardGroup(card) === 'ebt');
    if (nextEbt?.id !== ebtCard?.id) setChosenEbtAmount(undefined);
    setSelection(next);
  };
  const holdNote = paysNothingByBankCard(split)
    ? format(messages.payingWithHoldNote, { amount: formatMoney(bankCardHold) })
    : undefined;

  return (
    <section
      className={styles.block}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? messages.payingWithTitle : undefined}
    >
      {!hideTitle && (
        <h2 id={titleId} className={styles.title}>
          {messages.payingWithTitle}
        </h2>
      )}
      <CheckoutCardBox
        settings={settings}
        selection={selection}
        onSelectionChange={choose}
        message={holdNote}
        hideTitle
      />
      {/* The card box says itself when no bank card is chosen; these are checkout's own. */}
      {ebtCard && !bankCard && <Alert tone="warning">{messages.backupCardNeeded}</Alert>}
      {bankCard && expired && <Alert tone="error">{messages.expiredCard}</Alert>}
      {ebtCard && range && bankCard && (
        <SnapAmountForm
          key={ebtCard.id}
          amount={ebtAmount}
          range={range}
          onAmountChange={setChosenEbtAmount}
          busy={updating}
        />
      )}
      <PaymentUpdateFailedModal
        failure={failure}
        onTryAgain={() => void send()}
        onRemoveCard={() => {
          setFailure(undefined);
          choose(chosen.filter((card) => cardGroup(card) !== 'ebt'));
        }}
        onClose={() => setFailure(undefined)}
      />
      {split.ebt && (
        <SnapPinModal
          open={pinOpen}
          card={split.ebt.card}
          amount={split.ebt.amount}
          secureFields={settings}
          onPin={(encryptedPin) => {
            pinRequest.current?.resolve(encryptedPin);
            pinRequest.current = undefined;
            setPinOpen(false);
          }}
          onCancel={() => {
            pinRequest.current?.reject(new PaymentMethodsError('cancelled', ''));
            pinRequest.current = undefined;
            setPinOpen(false);
          }}
        />
      )}
    </section>
  );
}
