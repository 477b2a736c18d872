'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { useStorefront } from '@aisle/core';
import { Alert, Checkbox, toast } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ExpirationFields, HolderNameFields } from '../cardFields';
import { useSecureFieldSettings } from '../config/useSecureFieldSettings';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { expirationYears } from '../forms/cardSchemas';
import { editCardDefaults } from '../forms/editCardDefaults';
import { editCardRequest } from '../forms/cardRequests';
import { useWallet } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import { SecureCvvField, isSecureFieldError, type SecureCvvResult, type SecureFieldHandle } from '../secureFields';
import { useWalletPageError } from './useWalletPageError';
import { cardBillingOf, isCardNotFound } from './walletPageRules';
import {
  walletPageEditCardFormSchema,
  type WalletPageEditCardFormInput,
  type WalletPageEditCardFormValues,
} from '../forms/editCardForm';
import { FormActions } from './FormActions';
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
  const { appName, locationData } = useWalletSettings();
  const secure = useSecureFieldSettings();
  const { now } = useStorefront();
  const wallet = useWallet();
  const describeError = useWalletPageError();
  const cvvField = useRef<SecureFieldHandle<'cvv'>>(null);
  const [failure, setFailure] = useState<string | undefined>();

  const [years] = useState(() => expirationYears(now()));
  const schema = useMemo(() => walletPageEditCardFormSchema(messages, now), [messages, now]);
  const [initialValues] = useState<WalletPageEditCardFormInput>(() => editCardDefaults(card, years, appName));
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<WalletPageEditCardFormInput, unknown, WalletPageEditCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });

  useEffect(() => setFocus('expirationMonth'), [setFocus]);

  const readCvvToken = async (): Promise<SecureCvvResult> => {
    if (!cvvField.current) throw new Error('The secure CVV field is not mounted.');
    return cvvField.current.submit();
  };

  const save = async (values: WalletPageEditCardFormValues) => {
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
      await wallet.edit(
        editCardRequest({
          card,
          values,
          cvvToken: cvv.checkoutId,
          billing: cardBillingOf(card),
          locationData,
          now: now(),
        }),
      );
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
      <ExpirationFields register={register} errors={errors} years={years} initialValues={initialValues} />
      <HolderNameFields register={register} errors={errors} />
      <Checkbox label={messages.makeThisMyPreferredCard} {...register('preferred')} />
      <SecureCvvField {...secure} ref={cvvField} cardBrand={card.brand} defaultMessage={messages.editCardDefault} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        submitLabel={messages.saveChangesButton}
        busy={isSubmitting}
        busyLabel={messages.savingEllipsisButton}
        onCancel={onCancel}
      />
    </form>
  );
}
