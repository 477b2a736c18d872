'use client';

import { useFlyout } from '../FlyoutContext';
import { BankCardForm } from './BankCardForm';
import { EbtCardForm } from './EbtCardForm';
import { GiftCardForm } from './GiftCardForm';

/** ADD_CARD: the form for the kind of card the shopper chose on the list. */
export function AddCardScreen() {
  const { state } = useFlyout();
  switch (state.addCardKind) {
    case 'ebt':
      return <EbtCardForm />;
    case 'gift':
      return <GiftCardForm />;
    case 'bank':
      return <BankCardForm />;
  }
}
