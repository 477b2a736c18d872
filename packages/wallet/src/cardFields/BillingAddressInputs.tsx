'use client';

import { regionOptions } from '@aisle/contracts';
import { Select, TextField, digitsOnly, useMaskedInput } from '@aisle/ui';
import { useMemo } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
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
   * The two §5 variants. The flyout offers the states, DC and the 10 provinces and keeps the postal
   * code to digits, 7 at most; the wallet page adds the 3 territories and takes up to its limit.
   */
  variant: { withTerritories: boolean; postalCodeMaxLength: number; postalCodeDigitsOnly: boolean };
  /** The state an edited address starts with: a select registered before its options would lose it. */
  defaultState?: string;
}

/** A billing address's five fields (§5), for the flyout's address form and the wallet page's card form. */
export function BillingAddressInputs<Input extends BillingAddressInput>({
  register,
  errors,
  variant,
  defaultState,
}: BillingAddressInputsProps<Input>) {
  const messages = useWalletMessages();
  const { withTerritories, postalCodeMaxLength, postalCodeDigitsOnly } = variant;
  const states = useMemo(
    () => regionOptions({ withTerritories }).map((region) => ({ value: region.code, label: region.name })),
    [withTerritories],
  );
  const field = (name: keyof BillingAddressInput) => register(name as Path<Input>);
  const zipCode = field('zipCode');
  const zipDigits = useMaskedInput({ format: digitsOnly, onChange: zipCode.onChange });
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
          maxLength={postalCodeMaxLength}
          required
          error={errors.zipCode?.message}
          {...zipCode}
          {...(postalCodeDigitsOnly && { inputMode: 'numeric', ...zipDigits })}
        />
      </div>
    </>
  );
}
