'use client';

import { Button } from '@aisle/ui';
import { useState } from 'react';
import { cardName } from '../../cards/cardText';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import * as styles from '../FlyoutScreen.css';

/** DELETE_CARD (§2): 'Deleting Payment', Keep Card or Delete Card. */
export function DeleteCardScreen() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const describeError = useWalletError();
  const [deleting, setDeleting] = useState(false);
  const card = state.activeCard;

  const remove = async () => {
    if (!card) return;
    setDeleting(true);
    try {
      await wallet.remove(card);
      dispatch({ type: 'succeeded', message: messages.cardDeleted });
    } catch (error) {
      // §8: a delete failure shows in the list.
      dispatch({ type: 'back' });
      dispatch({ type: 'failed', message: describeError(error, 'deleteCard').message });
    }
  };

  return (
    <FlyoutScreen
      title={messages.deletingPaymentTitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={deleting}>
            {messages.keepCardButton}
          </Button>
          <Button variant="destructive" busy={deleting} onClick={() => void remove()}>
            {messages.deleteCardButton}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{messages.deleteCardQuestion}</p>
      {card && <p className={styles.cardName}>{cardName(card, messages)}</p>}
    </FlyoutScreen>
  );
}
