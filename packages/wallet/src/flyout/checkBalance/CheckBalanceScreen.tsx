'use client';

import { useServiceClient } from '@aisle/core';
import { Alert, Button } from '@aisle/ui';
import { useRef, useState } from 'react';
import { cardName } from '../../cards/cardText';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useSecureFieldSettings } from '../../config/useSecureFieldSettings';
import { useWalletCalls } from '../../hooks/useWalletCalls';
import { useWalletMessages } from '../../messages';
import { isSecureFieldError, SecurePinField, type SecureFieldHandle } from '../../secureFields';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import * as screenStyles from '../FlyoutScreen.css';

/**
 * CHECK_BALANCE (§2, §4 "Balance checks"): the SNAP EBT PIN in the hosted PIN widget, then the
 * balance call with the encrypted PIN. On success the balance goes on every EBT card and the list
 * shows again, or the flyout closes when the card box opened it.
 */
export function CheckBalanceScreen() {
  const messages = useWalletMessages();
  const client = useServiceClient();
  const { getEbtBalance } = useWalletCalls();
  const { service } = useWalletSettings();
  const secure = useSecureFieldSettings();
  const { state, dispatch, wallet } = useFlyout();
  const describeError = useWalletError();
  const pin = useRef<SecureFieldHandle<'pin'>>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const card = state.activeCard;
  const deepLink = state.isCardboxDeepLink;

  const check = async () => {
    if (!card?.paymentGram || !pin.current) return;
    setSubmitting(true);
    setError(undefined);
    try {
      // The check waits for the PIN widget's token (§4).
      const { encryptedPin } = await pin.current.submit();
      const balance = await getEbtBalance(client, { encryptedPin, paymentGram: card.paymentGram }, { service });
      wallet.setEbtBalance(balance);
      if (deepLink) dispatch({ type: 'close' });
      else dispatch({ type: 'back' });
    } catch (failure) {
      setError(isSecureFieldError(failure) ? failure.message : describeError(failure, 'ebtBalance').message);
      setSubmitting(false);
    }
  };

  return (
    <FlyoutScreen
      title={messages.checkBalanceHeader}
      showBack={!deepLink}
      footer={
        <Button busy={submitting} busyLabel={messages.submittingButton} onClick={() => void check()}>
          {messages.confirmButton}
        </Button>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {card && <p className={screenStyles.cardName}>{cardName(card, messages)}</p>}
      <SecurePinField ref={pin} {...secure} title={messages.enterSnapEbtPin} />
      {!deepLink && (
        <Button variant="link" onClick={() => dispatch({ type: 'back' })}>
          {messages.backToPayment}
        </Button>
      )}
    </FlyoutScreen>
  );
}
