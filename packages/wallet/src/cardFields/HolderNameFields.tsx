'use client';

import { TextField } from '@aisle/ui';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { walletLimits } from '../forms/limits';
import { useWalletMessages } from '../messages';
import * as styles from './cardFields.css';

export interface HolderNameInput {
  firstName: string;
  lastName: string;
}

export interface HolderNameFieldsProps<Input extends HolderNameInput> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<HolderNameInput>;
}

/** The card holder's first and last name, side by side where there is room (§5 "Names"). */
export function HolderNameFields<Input extends HolderNameInput>({ register, errors }: HolderNameFieldsProps<Input>) {
  const messages = useWalletMessages();
  return (
    <div className={styles.pair}>
      <TextField
        label={messages.firstNameLabel}
        autoComplete="cc-given-name"
        maxLength={walletLimits.nameInput}
        required
        error={errors.firstName?.message}
        {...register('firstName' as Path<Input>)}
      />
      <TextField
        label={messages.lastNameLabel}
        autoComplete="cc-family-name"
        maxLength={walletLimits.nameInput}
        required
        error={errors.lastName?.message}
        {...register('lastName' as Path<Input>)}
      />
    </div>
  );
}
