'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Drawer } from '@aisle/ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { cardGroup } from '../cards/cardRules';
import { selectionProblem } from '../cards/cardUse';
import { defaultSelection } from '../cards/selection';
import { WalletSettingsProvider, useWalletSettings } from '../config/WalletSettingsContext';
import type { WalletSettings } from '../config/walletSettings';
import { loadFraudCapture, newFraudTransactionId } from '../fraudCapture/fraudCapture';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { FlyoutContext } from './FlyoutContext';
import { FlyoutScreens } from './FlyoutScreens';
import { flyoutReducer, initialFlyoutState } from './flyoutState';

export interface PaymentFlyoutProps {
  settings: WalletSettings;
  open: boolean;
  /** Called with false when the flyout closes itself (Close, Cancel, Confirm, Escape, a click outside). */
  onOpenChange(open: boolean): void;
  /** Checkout's chosen cards; the flyout starts from a copy (§4). */
  selection?: readonly WalletCard[];
  /** Confirm: the cards the shopper chose, at least one of them a bank card. */
  onConfirm?(selection: WalletCard[]): void;
  /** Open straight on Check Balance for this EBT card (the card box's deep link). */
  checkBalanceCard?: WalletCard | undefined;
}

/**
 * The payment-card flyout (wallet spec §2): a modal side panel with the eight screens. In wallet
 * mode it manages cards and only closes; in checkout mode the shopper chooses what pays.
 */
export function PaymentFlyout({ settings, ...props }: PaymentFlyoutProps) {
  return (
    <WalletSettingsProvider settings={settings}>
      <Flyout {...props} />
    </WalletSettingsProvider>
  );
}

function Flyout({
  open,
  onOpenChange,
  selection = noCards,
  onConfirm,
  checkBalanceCard,
}: Omit<PaymentFlyoutProps, 'settings'>) {
  const settings = useWalletSettings();
  const [state, dispatch] = useReducer(flyoutReducer, settings.mode, initialFlyoutState);
  const wallet = useWallet({ enabled: open });

  // The host opens it; the flyout closes itself and tells the host.
  useEffect(() => {
    if (open && !state.isOpen) {
      const transactionId = newFraudTransactionId(settings.loadFraudCapture, settings.appName);
      dispatch(
        checkBalanceCard
          ? { type: 'open', selection, transactionId, screen: 'CHECK_BALANCE', card: checkBalanceCard }
          : { type: 'open', selection, transactionId },
      );
    }
    // Only the host's `open` starts a visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // One fraud-capture transaction per visit, loaded when the flyout opens (§4 "Fraud check").
  const { loadFraudCapture: loadScript, environment, appName } = settings;
  const { transactionId } = state;
  useEffect(() => {
    if (transactionId && loadScript) void loadFraudCapture(loadScript, { transactionId, environment, appName });
  }, [transactionId, loadScript, environment, appName]);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.isOpen) onOpenChange(false);
    wasOpen.current = state.isOpen;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.isOpen]);

  // After the cards load: the default selection, and straight to Add at checkout without a bank
  // card; after any later change, the chosen cards follow (§4).
  const { cards, status } = wallet;
  useEffect(() => {
    if (status !== 'loaded' || !state.isOpen) return;
    const { orderInfo, getEbtCardPaymentTotal } = settings.checkoutConfig;
    dispatch({
      type: 'cardsLoaded',
      cards,
      defaultSelection: defaultSelection(cards, {
        appName: settings.appName,
        orderInfo,
        ebtPaymentTotal: getEbtCardPaymentTotal?.(),
      }),
      hasBankCards: cards.some((card) => cardGroup(card) === 'bank'),
    });
    // Settings do not change during a visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cards, status, state.isOpen]);

  const messages = useWalletMessages();
  const { selectedCards } = state;
  // Confirm copies the choice back to checkout (§4); a choice that cannot pay (no bank card, an
  // expired card, a card without a billing address: §5) stays, with the reason in the list.
  const confirm = useCallback(() => {
    const problem = selectionProblem(selectedCards, messages);
    if (!problem) onConfirm?.([...selectedCards]);
    dispatch({ type: 'confirm', problem });
  }, [selectedCards, onConfirm, messages]);

  const value = { state, dispatch, wallet, confirm };
  return (
    <FlyoutContext.Provider value={value}>
      <Drawer.Root
        open={state.isOpen}
        onOpenChange={(next) => {
          // Escape, a click outside and the close button all ask first when the choice changed (§4).
          if (!next) dispatch({ type: 'requestClose' });
        }}
      >
        <Drawer.Content side="right" aria-describedby={undefined}>
          <FlyoutScreens />
        </Drawer.Content>
      </Drawer.Root>
    </FlyoutContext.Provider>
  );
}

const noCards: readonly WalletCard[] = [];
