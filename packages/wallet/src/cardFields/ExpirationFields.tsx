'use client';

import { Select } from '@aisle/ui';
import { useMemo } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { expirationMonths } from '../forms/cardSchemas';
import { useWalletMessages } from '../messages';
import * as styles from './cardFields.css';

export interface ExpirationInput {
  expirationMonth: string;
  expirationYear: string;
}

export interface ExpirationFieldsProps<Input extends ExpirationInput> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<ExpirationInput>;
  /** The years the year select offers (see `expirationYears`). */
  years: readonly string[];
  /** The card's saved expiry, as the form starts with it. */
  initialValues: ExpirationInput;
}

/** The edit forms' expiration month and year selects (§5 "Expiration (edit)"). */
export function ExpirationFields<Input extends ExpirationInput>({
  register,
  errors,
  years,
  initialValues,
}: ExpirationFieldsProps<Input>) {
  const messages = useWalletMessages();
  const monthOptions = useMemo(() => expirationMonths.map((month) => ({ value: month, label: month })), []);
  const yearOptions = useMemo(() => years.map((year) => ({ value: year, label: year })), [years]);
  return (
    <div className={styles.pair}>
      <Select
        label={messages.expirationMonthLabel}
        placeholder={messages.selectPlaceholder}
        options={monthOptions}
        autoComplete="cc-exp-month"
        required
        defaultValue={initialValues.expirationMonth}
        error={errors.expirationMonth?.message}
        {...register('expirationMonth' as Path<Input>)}
      />
      <Select
        label={messages.expirationYearLabel}
        placeholder={messages.selectPlaceholder}
        options={yearOptions}
        autoComplete="cc-exp-year"
        required
        defaultValue={initialValues.expirationYear}
        error={errors.expirationYear?.message}
        {...register('expirationYear' as Path<Input>)}
      />
    </div>
  );
}
