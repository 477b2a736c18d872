'use client';

import { regionOptions } from '@aisle/contracts';
import { Select, TextField } from '@aisle/ui';
import { useMemo } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { walletLimits } from '../forms/limits';
import { useWalletMessages } from '../messages';
import * as styles from './cardFields.css';

export interface BillingAddressInput {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface BillingAddressInputsProps<Input extends BillingAddressInput> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<BillingAddressInput>;
  /**
   * The two §5 state lists: the flyout offers the states, DC and the 10 provinces; the wallet page
   * adds the 3 territories. Both take a US or a Canadian postal code, 10 characters at most.
   */
  withTerritories: boolean;
  /** The state an edited address starts with: a select registered before its options would lose it. */
  defaultState?: string;
}

/** A billing address's five fields (§5), for the flyout's address form and the wallet page's card form. */
export function BillingAddressInputs<Input extends BillingAddressInput>({
  register,
  errors,
  withTerritories,
  defaultState,
}: BillingAddressInputsProps<Input>) {
  const messages = useWalletMessages();
  const states = useMemo(
    () => regionOptions({ withTerritories }).map((region) => ({ value: region.code, label: region.name })),
    [withTerritories],
  );
  const field = (name: keyof BillingAddressInput) => register(name as Path<Input>);
  return (
    <>
      <TextField
        label={messages.addressLabel}
        autoComplete="billing address-line1"
        required
        error={errors.addressLine1?.message}
        {...field('addressLine1')}
      />
      <TextField
        label={messages.aptSuiteLabel}
        autoComplete="billing address-line2"
        error={errors.addressLine2?.message}
        {...field('addressLine2')}
      />
      <TextField
        label={messages.cityLabel}
        autoComplete="billing address-level2"
        required
        error={errors.city?.message}
        {...field('city')}
      />
      <div className={styles.pair}>
        <Select
          label={messages.stateLabel}
          placeholder={messages.selectPlaceholder}
          options={states}
          autoComplete="billing address-level1"
          required
          defaultValue={defaultState}
          error={errors.state?.message}
          {...field('state')}
        />
        <TextField
          label={messages.postalCodeLabel}
          autoComplete="billing postal-code"
          maxLength={walletLimits.postalCode.max}
          required
          error={errors.zipCode?.message}
          {...field('zipCode')}
        />
      </div>
    </>
  );
}
