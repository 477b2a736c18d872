'use client';

import { useStorefront } from '@aisle/core';
import { Alert, Checkbox } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toServiceDateTime } from '@aisle/contracts';
import { EbtCardNumberField } from '../../cardFields';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useWalletMessages } from '../../messages';
import {
  flyoutEbtCardFormSchema,
  type FlyoutEbtCardFormInput,
  type FlyoutEbtCardFormValues,
} from '../../forms/ebtCardForm';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { useAbandonment } from '../useAbandonment';
import { useEndSession } from '../../hooks/useEndSession';

/** Add SNAP EBT Card (wallet spec §2, §5): the card number, an optional 'Save this card', Confirm. */
export function EbtCardForm() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const endSession = useEndSession();
  const { walletConfig, locationData } = useWalletSettings();
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('add-ebt-card');

  const schema = useMemo(() => flyoutEbtCardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FlyoutEbtCardFormInput, unknown, FlyoutEbtCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', save: true },
  });

  const submitValues = async (values: FlyoutEbtCardFormValues) => {
    dispatch({ type: 'clearError' });
    try {
      await wallet.add({
        dateTime: toServiceDateTime(now()),
        ...(state.transactionId ? { accertifyTransactionId: state.transactionId } : {}),
        defaultCard: false,
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'EBT_CARD', pan: values.cardNumber },
        // When saving is not offered the card is always saved (§5).
        save: walletConfig.saveCardOptionEnabled ? values.save : true,
      });
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardSaved });
    } catch (error) {
      const failure = walletError(error, 'addCard');
      endSession(failure);
      dispatch({ type: 'failed', message: failure.message });
    }
  };

  return (
    <FlyoutFormScreen
      title={messages.addSnapEbtCardHeading}
      submitLabel={messages.confirmButton}
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      <EbtCardNumberField register={register} errors={errors} />
      {walletConfig.saveCardOptionEnabled && <Checkbox label={messages.saveThisCard} {...register('save')} />}
      {state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
    </FlyoutFormScreen>
  );
}
