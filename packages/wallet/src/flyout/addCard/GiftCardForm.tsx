import { useStorefront } from '@aisle/core';
import { Alert, Button, TextField, digitsOnly, useMaskedInput } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { serviceDateTime } from '../../api/wallet';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { maskGiftCardNumber } from '../../forms/cardSchemas';
import { walletLimits } from '../../forms/limits';
import { useWalletMessages } from '../../messages';
import * as styles from '../cardForm/cardForm.css';
import { giftCardFormSchema, type GiftCardFormInput, type GiftCardFormValues } from '../cardForm/cardFormSchemas';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import { useAbandonment } from '../useAbandonment';

/**
 * Add Gift Card (wallet spec §2, §5): the number, masked as typed (10-3-3-rest), the 4-digit PIN,
 * the keep-your-card note and Confirm.
 */
export function GiftCardForm() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const { locationData } = useWalletSettings();
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('add-gift-card');
  const formId = useId();
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
  const cardNumber = register('cardNumber');
  const cardNumberMask = useMaskedInput({ format: maskGiftCardNumber, onChange: cardNumber.onChange });
  const pin = register('pin');
  const pinDigits = useMaskedInput({ format: digitsOnly, onChange: pin.onChange });

  const submitValues = async (values: GiftCardFormValues) => {
    dispatch({ type: 'clearError' });
    try {
      await wallet.add({
        dateTime: serviceDateTime(now()),
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'GIFT_CARD', pan: values.cardNumber, pin: values.pin },
      });
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardSaved });
    } catch (error) {
      dispatch({ type: 'failed', message: walletError(error, 'addGiftCard').message });
    }
  };

  return (
    <FlyoutScreen
      title={messages.addGiftCardTitle}
      footer={
        <Button type="submit" form={formId} variant="primary" busy={isSubmitting}>
          {messages.confirmButton}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-label={messages.addGiftCardTitle}
        aria-describedby={noteId}
        noValidate
        onSubmit={(event) => void handleSubmit(submitValues)(event)}
      >
        <TextField
          label={messages.cardNumberLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={walletLimits.giftCardFlyoutInput}
          required
          error={errors.cardNumber?.message}
          {...cardNumber}
          {...cardNumberMask}
        />
        <TextField
          label={messages.pinLabel}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={walletLimits.giftCardPin}
          required
          error={errors.pin?.message}
          {...pin}
          {...pinDigits}
        />
        <p id={noteId} className={styles.note}>
          {messages.giftCardNote}
        </p>
        {state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
      </form>
    </FlyoutScreen>
  );
}
