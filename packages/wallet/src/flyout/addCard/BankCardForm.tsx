'use client';

import { toCardBillingAddress } from '@aisle/contracts';
import { useStorefront } from '@aisle/core';
import { Alert, Checkbox } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { HolderNameFields } from '../../cardFields';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useSecureFieldSettings } from '../../config/useSecureFieldSettings';
import { coupleSaveAndPreferred } from '../../forms/cardSchemas';
import { addBankCardRequest } from '../../forms/cardRequests';
import { useWalletMessages } from '../../messages';
import {
  SecureCardFields,
  isSecureFieldError,
  type SecureCardResult,
  type SecureFieldHandle,
} from '../../secureFields';
import { BillingAddressSection } from '../billingAddress/BillingAddressSection';
import { useChosenBillingAddress } from '../billingAddress/useChosenBillingAddress';
import * as styles from '../cardForm/cardForm.css';
import {
  flyoutBankCardFormSchema,
  type FlyoutBankCardFormInput,
  type FlyoutBankCardFormValues,
} from '../../forms/bankCardForm';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { useScreenIsActive } from '../ScreenSlot';
import { useAbandonment } from '../useAbandonment';
import { useEndSession } from '../../hooks/useEndSession';

/**
 * Add Credit/Debit Card (wallet spec §2, §4 "Add card", §5): the holder's names, the secure card
 * frame, the billing address and, when offered, 'Save this card' tied to 'Make this my preferred
 * card'. The fields are checked first, then the frame gives its token, then the card is added.
 */
export function BankCardForm() {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const endSession = useEndSession();
  const { walletConfig, locationData } = useWalletSettings();
  const secure = useSecureFieldSettings();
  const { saveCardOptionEnabled } = walletConfig;
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('add-card');
  const active = useScreenIsActive();
  const { address, addresses } = useChosenBillingAddress();
  const secureFields = useRef<SecureFieldHandle<'payment'>>(null);

  const schema = useMemo(() => flyoutBankCardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FlyoutBankCardFormInput, unknown, FlyoutBankCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // 'Save this card' starts ticked; when it is not offered the card is always saved (§5).
    defaultValues: { firstName: '', lastName: '', billingAddress: address ?? null, save: true, preferred: false },
  });

  // The address lives in the flyout (the address list picks it): keep the form's copy in step.
  useEffect(() => {
    setValue('billingAddress', address ?? null, { shouldValidate: isSubmitted });
  }, [address, isSubmitted, setValue]);

  const couple = (change: { save?: boolean; preferred?: boolean }) => {
    const current = { save: getValues('save'), preferred: getValues('preferred') };
    const next = coupleSaveAndPreferred(change, current, { saveCardOptionEnabled });
    setValue('save', next.save);
    setValue('preferred', next.preferred);
  };

  // Given to handleSubmit in the submit event, not while rendering: it reads the secure field's ref.
  const submitValues = async (values: FlyoutBankCardFormValues) => {
    dispatch({ type: 'clearError' });
    const frame = secureFields.current;
    let card: SecureCardResult;
    try {
      if (!frame) throw new Error('The secure card fields are not mounted.');
      card = await frame.submit();
    } catch (error) {
      // A CVV error shows in the frame, which grows; no banner (§5).
      if (isSecureFieldError(error) && error.kind === 'cvv') return;
      // The frame's own answer (a bad number, invalid card information), else the add-card default (§8).
      const frameAnswered = isSecureFieldError(error) && typeof error.code === 'number';
      dispatch({ type: 'failed', message: frameAnswered ? error.message : messages.addCardDefault });
      return;
    }
    try {
      await wallet.add(
        addBankCardRequest({
          card,
          values,
          billing: toCardBillingAddress(values.billingAddress),
          save: saveCardOptionEnabled ? values.save : true,
          transactionId: state.transactionId,
          locationData,
          now: now(),
        }),
      );
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardSaved });
    } catch (error) {
      // Nothing is reset: every value stays for another try.
      const failure = walletError(error, 'addCard');
      endSession(failure);
      dispatch({ type: 'failed', message: failure.message });
    }
  };

  return (
    <FlyoutFormScreen
      title={messages.addCreditDebitCardHeading}
      submitLabel={messages.submitCardButton}
      busy={isSubmitting}
      busyLabel={messages.submittingCardButton}
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      <HolderNameFields register={register} errors={errors} />
      <SecureCardFields {...secure} ref={secureFields} />
      <BillingAddressSection
        address={address}
        loading={addresses.status === 'loading'}
        error={errors.billingAddress?.message}
        disabled={isSubmitting}
      />
      <div className={styles.checkboxes}>
        {saveCardOptionEnabled && (
          <Checkbox
            label={messages.saveThisCard}
            {...register('save', { onChange: (event) => couple({ save: event.target.checked }) })}
          />
        )}
        <Checkbox
          label={messages.makeThisMyPreferredCard}
          {...register('preferred', { onChange: (event) => couple({ preferred: event.target.checked }) })}
        />
      </div>
      {active && state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
    </FlyoutFormScreen>
  );
}
