'use client';

import { fromFormValues, toCardBillingAddress } from '@aisle/contracts';
import { useStorefront } from '@aisle/core';
import { Alert, Checkbox, Select, toast } from '@aisle/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toServiceDateTime } from '@aisle/contracts';
import { EbtCardNumberField, HolderNameFields } from '../cardFields';
import { cardGroup } from '../cards/cardRules';
import { useSecureFieldSettings } from '../config/useSecureFieldSettings';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { addBankCardRequest } from '../forms/cardRequests';
import { walletLimits } from '../forms/limits';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { SecureCardFields, isSecureFieldError, type SecureCardResult, type SecureFieldHandle } from '../secureFields';
import { BillingAddressFields } from './BillingAddressFields';
import type { WalletPagePaymentType } from './walletPageState';
import {
  walletPageAddCardFormResolver,
  type WalletPageAddCardFormInput,
  type WalletPageAddCardFormValues,
} from '../forms/bankCardForm';
import { useWalletPageError } from './useWalletPageError';
import { FormActions } from './FormActions';
import * as styles from './walletPage.css';
import { useEndSession } from '../hooks/useEndSession';

export interface AddCardFormProps {
  /** The Payment Type the form opens on: 'Add EBT Card' opens it on SNAP EBT. */
  initialPaymentType?: WalletPagePaymentType;
  /** Names the form: the id of the button that opened it. */
  labelledBy?: string;
  /** The page's fraud-capture transaction, sent with the card (§7). */
  transactionId?: string | undefined;
  /** The card was saved (the toast has been raised): close the form. */
  onSaved(): void;
  onCancel(): void;
}

type CreditValues = Extract<WalletPageAddCardFormValues, { paymentType: 'CREDIT_CARD' }>;

/**
 * 'Add New Card' (wallet spec §2, §4 "Add card", §5): the Payment Type select, then for
 * Credit/Debit the holder's names, the secure card frame, the billing address and 'Make this my
 * preferred card'; for SNAP EBT the card number only. Fields are checked, then the frame gives its
 * token, then the card is added; a failure keeps every value.
 */
export function AddCardForm({
  initialPaymentType = 'CREDIT_CARD',
  labelledBy,
  transactionId,
  onSaved,
  onCancel,
}: AddCardFormProps) {
  const messages = useWalletMessages();
  const { walletConfig, locationData } = useWalletSettings();
  const secure = useSecureFieldSettings();
  const { now } = useStorefront();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const endSession = useEndSession();
  const secureFields = useRef<SecureFieldHandle<'payment'>>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const snapDisabledId = useId();

  const resolver = useMemo(() => walletPageAddCardFormResolver(messages), [messages]);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<WalletPageAddCardFormInput, unknown, WalletPageAddCardFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      paymentType: initialPaymentType,
      firstName: '',
      lastName: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
      preferred: false,
      cardNumber: '',
    },
  });
  const paymentType = useWatch({ control, name: 'paymentType' });

  // The form opens on a press of a button: the shopper starts at its first field.
  useEffect(() => setFocus('paymentType'), [setFocus]);

  const paymentTypes = [
    { value: 'CREDIT_CARD', label: messages.paymentTypeCreditDebit },
    ...(walletConfig.showSnapCards ? [{ value: 'EBT_CARD', label: messages.paymentTypeSnapEbt }] : []),
  ];
  const hasBankCard = wallet.cards.some((card) => cardGroup(card) === 'bank');
  const ebtCards = wallet.cards.filter((card) => cardGroup(card) === 'ebt').length;
  // §5: a SNAP EBT card needs a credit or debit card behind it.
  const snapDisabled = paymentType === 'EBT_CARD' && !hasBankCard;

  const addCreditCard = async (values: CreditValues) => {
    let card: SecureCardResult;
    try {
      if (!secureFields.current) throw new Error('The secure card fields are not mounted.');
      card = await secureFields.current.submit();
    } catch (error) {
      // A CVV error shows in the frame, which grows; no banner (§5).
      if (isSecureFieldError(error) && error.kind === 'cvv') return;
      const frameAnswered = isSecureFieldError(error) && typeof error.code === 'number';
      setFailure(frameAnswered ? error.message : messages.addCardDefault);
      return;
    }
    // Trimmed by the schema; the state is sent as its code, the country derived from it (§5).
    const address = fromFormValues({ ...values, isHome: false });
    await wallet.add(
      addBankCardRequest({
        card,
        values,
        billing: toCardBillingAddress(address),
        save: true,
        transactionId,
        locationData,
        now: now(),
      }),
    );
    toast.success({ heading: messages.cardSaved });
    onSaved();
  };

  const save = async (values: WalletPageAddCardFormValues) => {
    setFailure(undefined);
    try {
      if (values.paymentType === 'CREDIT_CARD') return await addCreditCard(values);
      // §5: one SNAP EBT card is allowed; said before any call.
      if (ebtCards >= walletLimits.maxSnapCards) return setFailure(messages.snapCardLimit);
      await wallet.add({
        dateTime: toServiceDateTime(now()),
        defaultCard: false,
        facilityId: locationData.facilityId,
        paymentMethod: { paymentType: 'EBT_CARD', pan: values.cardNumber },
        save: true,
        ...(transactionId ? { accertifyTransactionId: transactionId } : {}),
      });
      toast.success({ heading: messages.cardSaved });
      onSaved();
    } catch (error) {
      // Nothing is reset: every value stays for another try.
      const failure = describeError(error, 'addCard');
      endSession(failure);
      setFailure(failure.message);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <Select
        label={messages.paymentTypeLabel}
        options={paymentTypes}
        required
        defaultValue={initialPaymentType}
        {...register('paymentType', { onChange: () => setFailure(undefined) })}
      />
      {/* The spec's "modal title": this form is its modal, with 'Save Card' and 'Saving' (§2 "Add card"). */}
      <h3 className={styles.formHeading}>
        {paymentType === 'CREDIT_CARD' ? messages.addCardModalTitle : messages.addSnapEbtCardHeading}
      </h3>
      {paymentType === 'CREDIT_CARD' ? (
        <>
          <HolderNameFields register={register} errors={errors} />
          <SecureCardFields {...secure} ref={secureFields} />
          <BillingAddressFields register={register} errors={errors} />
          <Checkbox label={messages.makeThisMyPreferredCard} {...register('preferred')} />
        </>
      ) : (
        <>
          <EbtCardNumberField register={register} errors={errors} />
          {snapDisabled && (
            <p id={snapDisabledId} className={styles.note}>
              {messages.snapDisabled}
            </p>
          )}
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        submitLabel={messages.saveCardButton}
        busy={isSubmitting}
        busyLabel={messages.savingButton}
        disabled={snapDisabled}
        describedBy={snapDisabled ? snapDisabledId : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
