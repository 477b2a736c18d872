import { useStorefront } from '@aisle/core';
import { Alert, Button, Checkbox, TextField, digitsOnly, useMaskedInput } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { serviceDateTime } from '../../api/wallet';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { walletLimits } from '../../forms/limits';
import { useWalletMessages } from '../../messages';
import * as styles from '../cardForm/cardForm.css';
import { ebtCardFormSchema, type EbtCardFormInput, type EbtCardFormValues } from '../cardForm/cardFormSchemas';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import { useAbandonment } from '../useAbandonment';

/** Add SNAP EBT Card (wallet spec §2, §5): the card number, an optional 'Save this card', Confirm. */
export function EbtCardForm() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const { walletConfig, locationData } = useWalletSettings();
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('add-ebt-card');
  const formId = useId();

  const schema = useMemo(() => ebtCardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EbtCardFormInput, unknown, EbtCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', save: true },
  });
  const cardNumber = register('cardNumber');
  // Digits only, as typed or pasted.
  const digits = useMaskedInput({ format: digitsOnly, onChange: cardNumber.onChange });

  const submitValues = async (values: EbtCardFormValues) => {
    dispatch({ type: 'clearError' });
    try {
      await wallet.add({
        dateTime: serviceDateTime(now()),
        defaultCard: false,
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'EBT_CARD', pan: values.cardNumber },
        // When saving is not offered the card is always saved (§5).
        save: walletConfig.saveCardOptionEnabled ? values.save : true,
      });
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardSaved });
    } catch (error) {
      dispatch({ type: 'failed', message: walletError(error, 'addCard').message });
    }
  };

  return (
    <FlyoutScreen
      title={messages.addSnapEbtCardHeading}
      footer={
        <Button type="submit" form={formId} variant="primary" busy={isSubmitting}>
          {messages.confirmButton}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-label={messages.addSnapEbtCardHeading}
        noValidate
        onSubmit={(event) => void handleSubmit(submitValues)(event)}
      >
        <TextField
          label={messages.cardNumberLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={walletLimits.ebtCardDigits.max}
          required
          error={errors.cardNumber?.message}
          {...cardNumber}
          {...digits}
        />
        {walletConfig.saveCardOptionEnabled && <Checkbox label={messages.saveThisCard} {...register('save')} />}
        {state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
      </form>
    </FlyoutScreen>
  );
}
