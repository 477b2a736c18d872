'use client';

import { Button } from '@aisle/ui';
import { useWalletMessages } from '../../messages';
import { useFlyout } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import * as styles from '../FlyoutScreen.css';

/** EXIT_CONFIRM (§2, §4): asked only at checkout when the selection changed. */
export function ExitConfirmScreen() {
  const messages = useWalletMessages();
  const { dispatch } = useFlyout();
  return (
    <FlyoutScreen
      title={messages.discardChangesTitle}
      onBack={() => dispatch({ type: 'keepChanges' })}
      footer={
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'keepChanges' })}>
            {messages.keepChangesButton}
          </Button>
          <Button variant="destructive" onClick={() => dispatch({ type: 'close' })}>
            {messages.discardChangesButton}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{messages.discardChangesText}</p>
    </FlyoutScreen>
  );
}
