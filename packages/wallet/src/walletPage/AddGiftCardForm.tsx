'use client';

import { useStorefront } from '@aisle/core';
import { Alert, toast } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toServiceDateTime } from '@aisle/contracts';
import { GiftCardFields } from '../cardFields';
import { cardGroup } from '../cards/cardRules';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { walletLimits } from '../forms/limits';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { useWalletPageError } from './useWalletPageError';
import { giftCardFormSchema, type GiftCardFormInput, type GiftCardFormValues } from '../forms/giftCardForm';
import { FormActions } from './FormActions';
import * as styles from './walletPage.css';
import { useEndSession } from '../hooks/useEndSession';

export interface AddGiftCardFormProps {
  /** Names the form: the id of the button that opened it. */
  labelledBy?: string;
  /** The page's fraud-capture transaction, sent with the card (§7). */
  transactionId?: string | undefined;
  onSaved(): void;
  onCancel(): void;
}

/**
 * 'Add New Gift Card' (wallet spec §2, §5): the number and the 4-digit PIN, the keep-your-card
 * note. The sixth gift card is refused before any call (§4 "Other").
 */
export function AddGiftCardForm({ labelledBy, transactionId, onSaved, onCancel }: AddGiftCardFormProps) {
  const messages = useWalletMessages();
  const { locationData } = useWalletSettings();
  const { now } = useStorefront();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const endSession = useEndSession();
  const [failure, setFailure] = useState<{ message: string; tone: 'error' | 'warning' } | undefined>();
  const noteId = useId();
  const backupId = useId();

  const schema = useMemo(() => giftCardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardFormInput, unknown, GiftCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', pin: '' },
  });

  useEffect(() => setFocus('cardNumber'), [setFocus]);

  const giftCards = wallet.cards.filter((card) => cardGroup(card) === 'gift').length;
  // §5: a gift card needs a credit or debit card behind it.
  const noBackup = !wallet.cards.some((card) => cardGroup(card) === 'bank');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    if (giftCards >= walletLimits.maxGiftCards) {
      setFailure({ message: messages.giftCardLimit, tone: 'warning' });
      return;
    }
    try {
      await wallet.add({
        dateTime: toServiceDateTime(now()),
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'GIFT_CARD', pan: values.cardNumber, pin: values.pin },
        ...(transactionId ? { accertifyTransactionId: transactionId } : {}),
      });
      toast.success({ heading: messages.cardSaved });
      onSaved();
    } catch (error) {
      const failure = describeError(error, 'addGiftCard');
      endSession(failure);
      setFailure({ message: failure.message, tone: 'error' });
    }
  });

  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      aria-describedby={noteId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The wallet page's "max length 19" counts digits: the mask stops at the 19th digit and shows
          the 10-3-3-rest groups, so the input holds up to 22 characters with its hyphens. */}
      <GiftCardFields register={register} errors={errors} />
      <p id={noteId} className={styles.note}>
        {messages.giftCardNote}
      </p>
      {noBackup && (
        <p id={backupId} className={styles.note}>
          {messages.giftDisabled}
        </p>
      )}
      {failure && <Alert tone={failure.tone}>{failure.message}</Alert>}
      <FormActions
        submitLabel={messages.confirmButton}
        busy={isSubmitting}
        disabled={noBackup}
        describedBy={noBackup ? backupId : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
