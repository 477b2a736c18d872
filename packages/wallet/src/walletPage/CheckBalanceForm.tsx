'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Alert } from '@aisle/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useSecureFieldSettings } from '../config/useSecureFieldSettings';
import { useEbtBalanceCheck } from '../hooks/useEbtBalanceCheck';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { SecurePinField } from '../secureFields';
import { FormActions } from './FormActions';
import { useWalletPageError } from './useWalletPageError';
import { isCardNotFound } from './walletPageRules';
import * as styles from './walletPage.css';

export interface CheckBalanceFormProps {
  /** The SNAP EBT card, without a balance yet (§4). */
  card: WalletCard;
  /** The id of the card's name: the form is "Check Balance SNAP EBT card ending in 0001". */
  cardTitleId: string;
  /** The balance is in, on every EBT card: close the form. */
  onChecked(balance: string): void;
  onCancel(): void;
  onWrongAccount(): void;
}

/**
 * The wallet page's SNAP EBT balance check (wallet spec §2 "Check balance", §4 "Balance checks",
 * §8 "SNAP/EBT (wallet page)"), under its card: 'Check Balance', the PIN in the hosted PIN widget,
 * 'Confirm' / 'Submitting' and 'Cancel'. The check is the flyout's (`useEbtBalanceCheck`); its
 * failures read the wallet page's way, so codes 55, 893 and 894 say 'Invalid PIN, please try
 * again.'. A failure keeps the form and its widget as they are. Loaded only when opened
 * (`lazyCheckBalanceForm.ts`).
 */
export function CheckBalanceForm({ card, cardTitleId, onChecked, onCancel, onWrongAccount }: CheckBalanceFormProps) {
  const messages = useWalletMessages();
  const secure = useSecureFieldSettings();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const { pin, submitting, error, check } = useEbtBalanceCheck({ describeError, onBalance: wallet.setEbtBalance });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened from its button: focus on the heading, the PIN widget next with Tab.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const outcome = await check(card);
    if (outcome.ok) onChecked(outcome.balance);
    else if (isCardNotFound(outcome.failure)) onWrongAccount();
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={`${headingId} ${cardTitleId}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className={`${styles.formHeading} ${styles.focusTarget}`}>
        {messages.checkBalanceHeader}
      </h3>
      <SecurePinField ref={pin} {...secure} title={messages.enterSnapEbtPin} />
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        submitLabel={messages.confirmButton}
        busy={submitting}
        busyLabel={messages.submittingButton}
        onCancel={onCancel}
      />
    </form>
  );
}
