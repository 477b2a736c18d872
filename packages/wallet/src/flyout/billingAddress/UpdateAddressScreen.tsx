import {
  countryFromState,
  readAddressType,
  regionOptions,
  toBillingAddressPayload,
  toUiAddress,
} from '@aisle/core/address';
import { Alert, Select, TextField, digitsOnly, toast, useMaskedInput } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { flyoutBillingAddressSchema } from '../../forms/billingAddressSchema';
import { walletLimits } from '../../forms/limits';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { useAbandonment } from '../useAbandonment';
import * as styles from './billingAddress.css';
import { toFlyoutAddressValues } from './billingSelection';
import { useBillingAddresses } from './useBillingAddresses';

type AddressValues = z.input<ReturnType<typeof flyoutBillingAddressSchema>>;

const emptyValues: AddressValues = { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' };

/**
 * UPDATE_ADDRESS (wallet spec §2 "Add/Edit billing address form", §5 "Billing address (flyout)"):
 * adds a billing address, or edits `state.activeAddress`. Saved, it is chosen for the card form
 * when new and the list shows again; a new one is announced with the §8 toast.
 */
export function UpdateAddressScreen() {
  const messages = useWalletMessages();
  const { state, dispatch } = useFlyout();
  const walletError = useWalletError();
  const { addresses, save } = useBillingAddresses({ load: false });
  const { markSaved } = useAbandonment('billing-address');
  const editing = state.activeAddress;
  const title = editing ? messages.editBillingAddressTitle : messages.addBillingAddressTitle;

  const schema = useMemo(() => flyoutBillingAddressSchema(messages), [messages]);
  const stateOptions = useMemo(() => regionOptions().map((region) => ({ value: region.code, label: region.name })), []);
  const [initialValues] = useState(() => (editing ? toFlyoutAddressValues(toUiAddress(editing)) : emptyValues));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: initialValues });
  const zipCode = register('zipCode');
  const zipDigits = useMaskedInput({ format: digitsOnly, onChange: zipCode.onChange });
  const [failure, setFailure] = useState<string | null>(null);

  const submitValues = async (values: AddressValues) => {
    setFailure(null);
    // The first address of an account becomes its home address; an edited one keeps its type.
    const isMailingAddress = editing ? readAddressType(editing.type) === 'home' : addresses.length === 0;
    try {
      const saved = await save({
        address: toBillingAddressPayload({
          ...(editing ? { id: editing.id } : {}),
          street: values.addressLine1,
          unit: values.addressLine2,
          locality: values.city,
          region: values.state,
          postalCode: values.zipCode,
          countryCode: countryFromState(values.state),
          isMailingAddress,
        }),
      });
      markSaved();
      if (!editing) toast.success({ heading: messages.billingAddressAdded });
      dispatch({ type: 'billingAddressSaved', address: toUiAddress(saved), added: !editing });
    } catch (error) {
      // Nothing is reset: every value stays for another try.
      setFailure(walletError(error, 'updateAddress').message);
    }
  };

  return (
    <FlyoutFormScreen
      title={title}
      submitLabel={messages.saveAddressButton}
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      <TextField
        label={messages.addressLabel}
        autoComplete="billing address-line1"
        required
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        label={messages.aptSuiteLabel}
        autoComplete="billing address-line2"
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <TextField
        label={messages.cityLabel}
        autoComplete="billing address-level2"
        required
        error={errors.city?.message}
        {...register('city')}
      />
      <div className={styles.pair}>
        <Select
          label={messages.stateLabel}
          placeholder={messages.selectPlaceholder}
          options={stateOptions}
          autoComplete="billing address-level1"
          required
          defaultValue={initialValues.state}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label={messages.postalCodeLabel}
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={walletLimits.flyoutPostalCodeInput}
          required
          error={errors.zipCode?.message}
          {...zipCode}
          {...zipDigits}
        />
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </FlyoutFormScreen>
  );
}
