'use client';

import { useStorefront } from '@aisle/core';
import { Alert } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toServiceDateTime } from '@aisle/contracts';
import { GiftCardFields } from '../../cardFields';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { walletLimits } from '../../forms/limits';
import { useWalletMessages } from '../../messages';
import * as styles from '../cardForm/cardForm.css';
import { giftCardFormSchema, type GiftCardFormInput, type GiftCardFormValues } from '../../forms/giftCardForm';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { useAbandonment } from '../useAbandonment';
import { useEndSession } from '../../hooks/useEndSession';

/**
 * Add Gift Card (wallet spec §2, §5): the number, masked as typed (10-3-3-rest), the 4-digit PIN,
 * the keep-your-card note and Confirm.
 */
export function GiftCardForm() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const endSession = useEndSession();
  const { locationData } = useWalletSettings();
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('add-gift-card');
  const noteId = useId();

  const schema = useMemo(() => giftCardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardFormInput, unknown, GiftCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', pin: '' },
  });

  const submitValues = async (values: GiftCardFormValues) => {
    dispatch({ type: 'clearError' });
    try {
      await wallet.add({
        dateTime: toServiceDateTime(now()),
        ...(state.transactionId ? { accertifyTransactionId: state.transactionId } : {}),
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'GIFT_CARD', pan: values.cardNumber, pin: values.pin },
      });
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardSaved });
    } catch (error) {
      const failure = walletError(error, 'addGiftCard');
      endSession(failure);
      dispatch({ type: 'failed', message: failure.message });
    }
  };

  return (
    <FlyoutFormScreen
      title={messages.addGiftCardTitle}
      submitLabel={messages.confirmButton}
      busy={isSubmitting}
      describedBy={noteId}
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      <GiftCardFields register={register} errors={errors} cardNumberMaxLength={walletLimits.giftCardFlyoutInput} />
      <p id={noteId} className={styles.note}>
        {messages.giftCardNote}
      </p>
      {state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
    </FlyoutFormScreen>
  );
}
