import { regionOptions } from '@aisle/core/address';
import { Select, TextField } from '@aisle/ui';
import { useId, useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { walletLimits } from '../forms/limits';
import { useWalletMessages } from '../messages';
import type { AddCardFormInput } from './walletPageSchemas';
import * as styles from './walletPage.css';

export interface BillingAddressFieldsProps {
  register: UseFormRegister<AddCardFormInput>;
  errors: FieldErrors<AddCardFormInput>;
}

/**
 * The wallet page's billing address (§5 "Billing address (wallet page variant)"): address, unit,
 * city, state (50 states, DC and the 13 Canadian provinces and territories, sent as the code) and
 * postal code, in a fieldset named 'Billing Address'.
 */
export function BillingAddressFields({ register, errors }: BillingAddressFieldsProps) {
  const messages = useWalletMessages();
  const legendId = useId();
  const states = useMemo(
    () => regionOptions({ withTerritories: true }).map((region) => ({ value: region.code, label: region.name })),
    [],
  );
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {messages.billingAddressHeading}
      </legend>
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
      <div className={styles.pair}>
        <TextField
          label={messages.cityLabel}
          autoComplete="billing address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <Select
          label={messages.stateLabel}
          autoComplete="billing address-level1"
          placeholder={messages.selectPlaceholder}
          options={states}
          required
          error={errors.state?.message}
          {...register('state')}
        />
      </div>
      <TextField
        label={messages.postalCodeLabel}
        autoComplete="billing postal-code"
        maxLength={walletLimits.walletPagePostalCode.max}
        required
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
    </fieldset>
  );
}
