import { useStorefront } from '@aisle/core';
import { Alert, Button, Checkbox, Select, TextField, toast } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WalletCard } from '../api/types';
import { serviceDateTime } from '../api/wallet';
import { isPreferredFor } from '../cards/cardRules';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { expirationMonths, expirationYears } from '../forms/cardSchemas';
import { walletLimits } from '../forms/limits';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { SecureCvvField, isSecureFieldError, type SecureCvvResult, type SecureFieldHandle } from '../secureFields';
import { useWalletPageError } from './useWalletPageError';
import { cardBillingOf, isCardNotFound, withCentury } from './walletPageRules';
import { editCardFormSchema, type EditCardFormInput, type EditCardFormValues } from './walletPageSchemas';
import * as styles from './walletPage.css';

export interface EditCardFormProps {
  card: WalletCard;
  /** Names the form: the id of the card's name. */
  labelledBy?: string;
  onSaved(): void;
  onCancel(): void;
  /** The service does not know the card (404 CARD_NOT_FOUND): the page says 'Wrong Account'. */
  onWrongAccount(): void;
}

/**
 * 'Edit Card' on the wallet page (wallet spec §2, §3 "Edit card request", §5 "Expiration (edit)",
 * "Names" wallet page): expiration month and year, the holder's names and preferred. The spec
 * gives this form no secure field, but the edit request needs a `lowValueToken`: the secure CVV
 * field gives it, as in the flyout. The card keeps its billing address.
 */
export function EditCardForm({ card, labelledBy, onSaved, onCancel, onWrongAccount }: EditCardFormProps) {
  const messages = useWalletMessages();
  const { appName, locationData, secureFieldsOrigin } = useWalletSettings();
  const { now } = useStorefront();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const cvvField = useRef<SecureFieldHandle<'cvv'>>(null);
  const [failure, setFailure] = useState<string | undefined>();

  const [years] = useState(() => expirationYears(now()));
  const monthOptions = useMemo(() => expirationMonths.map((month) => ({ value: month, label: month })), []);
  const yearOptions = useMemo(() => years.map((year) => ({ value: year, label: year })), [years]);
  const schema = useMemo(() => editCardFormSchema(messages, now), [messages, now]);
  const [initialValues] = useState<EditCardFormInput>(() => ({
    expirationMonth: card.expirationMonth ?? '',
    // A year the list does not offer (an expired card's) is left for the shopper to choose.
    expirationYear: card.expirationYear && years.includes(card.expirationYear) ? card.expirationYear : '',
    firstName: card.firstName ?? card.cardHolderFirstName ?? '',
    lastName: card.lastName ?? card.cardHolderLastName ?? '',
    preferred: isPreferredFor(card, appName),
  }));
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EditCardFormInput, unknown, EditCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });

  useEffect(() => setFocus('expirationMonth'), [setFocus]);

  const readCvvToken = async (): Promise<SecureCvvResult> => {
    if (!cvvField.current) throw new Error('The secure CVV field is not mounted.');
    return cvvField.current.submit();
  };

  const save = async (values: EditCardFormValues) => {
    setFailure(undefined);
    let cvv: SecureCvvResult;
    try {
      cvv = await readCvvToken();
    } catch (error) {
      // A CVV error shows in the field, which grows; any other shows the edit default (§5).
      if (!(isSecureFieldError(error) && error.kind === 'cvv')) setFailure(messages.editCardDefault);
      return;
    }
    try {
      await wallet.edit({
        cardId: card.cardId,
        dateTime: serviceDateTime(now()),
        facilityId: locationData.facilityId,
        storeId: locationData.storeId,
        defaultCard: values.preferred,
        paymentGram: card.paymentGram,
        saved: true,
        paymentMethod: {
          paymentType: 'CREDIT_CARD',
          billing: cardBillingOf(card),
          brand: card.brand,
          expirationMonth: values.expirationMonth,
          expirationYear: withCentury(values.expirationYear),
          lowValueToken: cvv.checkoutId,
          cardFirstSix: card.bin ?? '',
          firstName: values.firstName,
          lastName: values.lastName,
        },
      });
      toast.success({ heading: messages.cardEdited });
      onSaved();
    } catch (error) {
      if (isCardNotFound(error)) return onWrongAccount();
      // Nothing is reset: every value stays for another try.
      setFailure(describeError(error, 'editCard').message);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <div className={styles.pair}>
        <Select
          label={messages.expirationMonthLabel}
          placeholder={messages.selectPlaceholder}
          options={monthOptions}
          autoComplete="cc-exp-month"
          required
          defaultValue={initialValues.expirationMonth}
          error={errors.expirationMonth?.message}
          {...register('expirationMonth')}
        />
        <Select
          label={messages.expirationYearLabel}
          placeholder={messages.selectPlaceholder}
          options={yearOptions}
          autoComplete="cc-exp-year"
          required
          defaultValue={initialValues.expirationYear}
          error={errors.expirationYear?.message}
          {...register('expirationYear')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={messages.firstNameLabel}
          autoComplete="cc-given-name"
          maxLength={walletLimits.nameInput}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={messages.lastNameLabel}
          autoComplete="cc-family-name"
          maxLength={walletLimits.nameInput}
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Checkbox label={messages.makeThisMyPreferredCard} {...register('preferred')} />
      <SecureCvvField
        origin={secureFieldsOrigin}
        ref={cvvField}
        cardBrand={card.brand}
        defaultMessage={messages.editCardDefault}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" busy={isSubmitting} busyLabel={messages.savingEllipsisButton}>
          {messages.saveChangesButton}
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {messages.cancelButton}
        </Button>
      </div>
    </form>
  );
}
