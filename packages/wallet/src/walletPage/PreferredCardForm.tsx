'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Alert, Checkbox, toast } from '@aisle/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPreferredFor } from '../cards/cardRules';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { useWalletPageError } from './useWalletPageError';
import { isCardNotFound } from './walletPageRules';
import { FormActions } from './FormActions';
import * as styles from './walletPage.css';

export interface PreferredCardFormProps {
  /** A reward debit card (see `isRewardDebitCard`). */
  card: WalletCard;
  labelledBy?: string;
  onSaved(): void;
  onCancel(): void;
  onWrongAccount(): void;
}

/**
 * The preferred-card-only edit form of a reward debit card (wallet spec §2): 'Make this my
 * preferred card' and nothing else. Once the card is preferred the box cannot be unticked (§5), so
 * it is read-only; ticking it makes the card preferred through the defaults call, which needs no
 * secure field.
 */
export function PreferredCardForm({ card, labelledBy, onSaved, onCancel, onWrongAccount }: PreferredCardFormProps) {
  const messages = useWalletMessages();
  const { appName } = useWalletSettings();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const alreadyPreferred = isPreferredFor(card, appName);
  const [preferred, setPreferred] = useState(alreadyPreferred);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const checkbox = useRef<HTMLInputElement>(null);

  useEffect(() => checkbox.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // Nothing to change: a preferred card stays preferred, an unticked box asks for nothing.
    if (alreadyPreferred || !preferred) return onCancel();
    setFailure(undefined);
    setSaving(true);
    try {
      await wallet.makePreferred(card);
      toast.success({ heading: messages.cardUpdated });
      onSaved();
    } catch (error) {
      if (isCardNotFound(error)) return onWrongAccount();
      setFailure(describeError(error, 'makePreferred').message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Checkbox
        ref={checkbox}
        label={messages.makeThisMyPreferredCard}
        hint={alreadyPreferred ? messages.rewardDebitPreferredNote : undefined}
        checked={preferred}
        readOnly={alreadyPreferred}
        onChange={(event) => setPreferred(alreadyPreferred || event.target.checked)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        submitLabel={messages.saveChangesButton}
        busy={saving}
        busyLabel={messages.savingEllipsisButton}
        onCancel={onCancel}
      />
    </form>
  );
}
