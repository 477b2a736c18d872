'use client';

import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { BillingAddressInputs } from '../cardFields';
import { useWalletMessages } from '../messages';
import type { WalletPageAddCardFormInput } from '../forms/bankCardForm';
import * as styles from './walletPage.css';

export interface BillingAddressFieldsProps {
  register: UseFormRegister<WalletPageAddCardFormInput>;
  errors: FieldErrors<WalletPageAddCardFormInput>;
}

/**
 * The wallet page's billing address (§5 "Billing address (wallet page variant)"): address, unit,
 * city, state (50 states, DC and the 13 Canadian provinces and territories, sent as the code) and
 * postal code, in a fieldset named 'Billing Address'.
 */
export function BillingAddressFields({ register, errors }: BillingAddressFieldsProps) {
  const messages = useWalletMessages();
  const legendId = useId();
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {messages.billingAddressHeading}
      </legend>
      <BillingAddressInputs register={register} errors={errors} withTerritories />
    </fieldset>
  );
}
