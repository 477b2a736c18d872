'use client';

import { fromFormValues, isMailingAddress } from '@aisle/contracts';
import { Alert, toast } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BillingAddressInputs } from '../../cardFields';
import { flyoutBillingAddressSchema } from '../../forms/billingAddressSchema';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutFormScreen } from '../FlyoutFormScreen';
import { useAbandonment } from '../useAbandonment';
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
  const [initialValues] = useState(() => (editing ? toFlyoutAddressValues(editing) : emptyValues));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: initialValues });
  const [failure, setFailure] = useState<string | null>(null);

  const submitValues = async (values: AddressValues) => {
    setFailure(null);
    // The first address of an account becomes its home address; an edited one keeps its type.
    const isHome = editing ? isMailingAddress(editing) : addresses.length === 0;
    try {
      const saved = await save(fromFormValues({ ...values, isHome }, editing));
      markSaved();
      if (!editing) toast.success({ heading: messages.billingAddressAdded });
      dispatch({ type: 'billingAddressSaved', address: saved, added: !editing });
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
      <BillingAddressInputs
        register={register}
        errors={errors}
        withTerritories={false}
        defaultState={initialValues.state}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FlyoutFormScreen>
  );
}
