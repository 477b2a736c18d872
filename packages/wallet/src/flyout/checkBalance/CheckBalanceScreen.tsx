'use client';

import { Alert, Button } from '@aisle/ui';
import { cardName } from '../../cards/cardText';
import { useSecureFieldSettings } from '../../config/useSecureFieldSettings';
import { useEbtBalanceCheck } from '../../hooks/useEbtBalanceCheck';
import { useWalletMessages } from '../../messages';
import { SecurePinField } from '../../secureFields';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import * as screenStyles from '../FlyoutScreen.css';

/**
 * CHECK_BALANCE (§2, §4 "Balance checks"): the SNAP EBT PIN in the hosted PIN widget, then the
 * balance call with the encrypted PIN (`useEbtBalanceCheck`, shared with the wallet page). On
 * success the balance goes on every EBT card and the list shows again, or the flyout closes when
 * the card box opened it.
 */
export function CheckBalanceScreen() {
  const messages = useWalletMessages();
  const secure = useSecureFieldSettings();
  const { state, dispatch, wallet } = useFlyout();
  const describeError = useWalletError();
  const { pin, submitting, error, check } = useEbtBalanceCheck({ describeError, onBalance: wallet.setEbtBalance });
  const card = state.activeCard;
  const deepLink = state.isCardboxDeepLink;

  const confirm = async () => {
    if (!card) return;
    const outcome = await check(card);
    if (!outcome.ok) return;
    if (deepLink) dispatch({ type: 'close' });
    else dispatch({ type: 'back' });
  };

  return (
    <FlyoutScreen
      title={messages.checkBalanceHeader}
      showBack={!deepLink}
      footer={
        <Button busy={submitting} busyLabel={messages.submittingButton} onClick={() => void confirm()}>
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
