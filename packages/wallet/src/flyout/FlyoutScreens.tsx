'use client';

import type { ComponentType } from 'react';
import { AddCardScreen } from './addCard/AddCardScreen';
import { AddressListScreen } from './billingAddress/AddressListScreen';
import { UpdateAddressScreen } from './billingAddress/UpdateAddressScreen';
import { CardListScreen } from './cardList/CardListScreen';
import { CheckBalanceScreen } from './checkBalance/CheckBalanceScreen';
import { DeleteCardScreen } from './deleteCard/DeleteCardScreen';
import { EditCardScreen } from './editCard/EditCardScreen';
import { ExitConfirmScreen } from './exitConfirm/ExitConfirmScreen';
import { useFlyout } from './FlyoutContext';
import type { FlyoutScreenId } from './flyoutState';
import { ScreenSlot } from './ScreenSlot';

// One component per screen of §2.
const screens: Record<FlyoutScreenId, ComponentType> = {
  CARD_LIST: CardListScreen,
  ADD_CARD: AddCardScreen,
  EDIT_CARD: EditCardScreen,
  DELETE_CARD: DeleteCardScreen,
  ADDRESS_LIST: AddressListScreen,
  UPDATE_ADDRESS: UpdateAddressScreen,
  CHECK_BALANCE: CheckBalanceScreen,
  EXIT_CONFIRM: ExitConfirmScreen,
};

const addressScreens: ReadonlySet<FlyoutScreenId> = new Set(['ADDRESS_LIST', 'UPDATE_ADDRESS']);

/**
 * The active screen of the flyout. While the shopper is on the billing-address screens, the card
 * form they came from stays mounted behind them (see ScreenSlot); slots are keyed by screen, so it
 * is the same form when they return.
 */
export function FlyoutScreens() {
  const { state } = useFlyout();
  const { activeScreen } = state;
  const shown = addressScreens.has(activeScreen) ? [state.addressReturnScreen, activeScreen] : [activeScreen];
  return shown.map((screen) => {
    const Screen = screens[screen];
    return (
      <ScreenSlot key={screen} active={screen === activeScreen}>
        <Screen />
      </ScreenSlot>
    );
  });
}
