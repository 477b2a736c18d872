'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { toCardBillingAddress } from '@aisle/contracts';
import { useStorefront } from '@aisle/core';
import { Alert, Checkbox, TextField, format } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ExpirationFields, HolderNameFields } from '../../cardFields';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useSecureFieldSettings } from '../../config/useSecureFieldSettings';
import { expirationYears } from '../../forms/cardSchemas';
import { editCardDefaults } from '../../forms/editCardDefaults';
import { editCardRequest } from '../../forms/cardRequests';
import { useWalletMessages } from '../../messages';
import { SecureCvvField, isSecureFieldError, type SecureCvvResult, type SecureFieldHandle } from '../../secureFields';
import { BillingAddressSection } from '../billingAddress/BillingAddressSection';
import { useChosenBillingAddress } from '../billingAddress/useChosenBillingAddress';
import {
  flyoutEditCardFormSchema,
  type FlyoutEditCardFormInput,
  type FlyoutEditCardFormValues,
} from '../../forms/editCardForm';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { FlyoutScreen } from '../FlyoutScreen';
import { useScreenIsActive } from '../ScreenSlot';
import { useAbandonment } from '../useAbandonment';
import { isCardNotFound } from '../../walletPage/walletPageRules';

/** EDIT_CARD (wallet spec §2 "Edit card"): the card the shopper chose on the list. */
export function EditCardScreen() {
  const messages = useWalletMessages();
  const { state } = useFlyout();
  const card = state.activeCard;
  if (!card) {
    return (
      <FlyoutScreen title={messages.editCreditDebitCardTitle}>
        <Alert tone="error">{messages.cardMissing}</Alert>
      </FlyoutScreen>
    );
  }
  return <EditCardForm card={card} />;
}

/**
 * The edit form (§2, §4 "Edit card", §5 "Expiration (edit)"): the masked number, expiration month
 * and year, the holder's names, preferred, the secure CVV field and the billing address. The fields
 * are checked, the CVV field gives its token, then the card is updated.
 */
function EditCardForm({ card }: { card: WalletCard }) {
  const messages = useWalletMessages();
  const { state, dispatch, wallet } = useFlyout();
  const walletError = useWalletError();
  const { appName, locationData } = useWalletSettings();
  const secure = useSecureFieldSettings();
  const { now } = useStorefront();
  const { markSaved } = useAbandonment('edit-card');
  const active = useScreenIsActive();
  const { address, addresses } = useChosenBillingAddress();
  const cvvField = useRef<SecureFieldHandle<'cvv'>>(null);

  const [years] = useState(() => expirationYears(now()));
  const schema = useMemo(() => flyoutEditCardFormSchema(messages, now), [messages, now]);
  const [initialValues] = useState<FlyoutEditCardFormInput>(() => ({
    ...editCardDefaults(card, years, appName),
    billingAddress: address ?? null,
  }));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FlyoutEditCardFormInput, unknown, FlyoutEditCardFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });

  // The address lives in the flyout (the address list picks it): keep the form's copy in step.
  useEffect(() => {
    setValue('billingAddress', address ?? null, { shouldValidate: isSubmitted });
  }, [address, isSubmitted, setValue]);

  // Given to handleSubmit in the submit event, not while rendering: it reads the secure field's ref.
  const submitValues = async (values: FlyoutEditCardFormValues) => {
    dispatch({ type: 'clearError' });
    let cvv: SecureCvvResult;
    try {
      if (!cvvField.current) throw new Error('The secure CVV field is not mounted.');
      cvv = await cvvField.current.submit();
    } catch (error) {
      // A CVV error shows in the field, which grows; any other shows the edit default (§5).
      if (!(isSecureFieldError(error) && error.kind === 'cvv')) {
        dispatch({ type: 'failed', message: messages.editCardDefault });
      }
      return;
    }
    try {
      await wallet.edit(
        editCardRequest({
          card,
          values,
          cvvToken: cvv.checkoutId,
          billing: toCardBillingAddress(values.billingAddress),
          locationData,
          now: now(),
        }),
      );
      markSaved();
      dispatch({ type: 'succeeded', message: messages.cardEdited });
    } catch (error) {
      // §8 "'Something went wrong' when the card is missing": the service no longer has it (the
      // wallet page says 'Wrong Account' for the same answer). Nothing is reset otherwise.
      const message = isCardNotFound(error) ? messages.cardMissing : walletError(error, 'editCard').message;
      dispatch({ type: 'failed', message });
    }
  };

  return (
    <FlyoutFormScreen
      title={messages.editCreditDebitCardTitle}
      submitLabel={messages.saveChangesButton}
      busy={isSubmitting}
      busyLabel={messages.savingEllipsisButton}
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      <TextField
        label={messages.cardNumberLabel}
        readOnly
        value={format(messages.maskedCardNumber, { lastFour: card.lastFourPan })}
      />
      <ExpirationFields register={register} errors={errors} years={years} initialValues={initialValues} />
      <HolderNameFields register={register} errors={errors} />
      <Checkbox label={messages.makeThisMyPreferredCard} {...register('preferred')} />
      <SecureCvvField {...secure} ref={cvvField} cardBrand={card.brand} defaultMessage={messages.editCardDefault} />
      <BillingAddressSection
        address={address}
        loading={addresses.status === 'loading'}
        error={errors.billingAddress?.message}
        disabled={isSubmitting}
      />
      {active && state.errorMessage && <Alert tone="error">{state.errorMessage}</Alert>}
    </FlyoutFormScreen>
  );
}
