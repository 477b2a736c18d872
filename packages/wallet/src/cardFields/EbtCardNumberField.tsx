'use client';

import { TextField, digitsOnly, useMaskedInput } from '@aisle/ui';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { walletLimits } from '../forms/limits';
import { useWalletMessages } from '../messages';

export interface EbtCardNumberInput {
  cardNumber: string;
}

export interface EbtCardNumberFieldProps<Input extends EbtCardNumberInput> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<EbtCardNumberInput>;
}

/** A SNAP EBT card's number: 16 to 19 digits, digits only as typed or pasted (§5). */
export function EbtCardNumberField<Input extends EbtCardNumberInput>({
  register,
  errors,
}: EbtCardNumberFieldProps<Input>) {
  const messages = useWalletMessages();
  const cardNumber = register('cardNumber' as Path<Input>);
  const digits = useMaskedInput({ format: digitsOnly, onChange: cardNumber.onChange });
  return (
    <TextField
      label={messages.cardNumberLabel}
      inputMode="numeric"
      autoComplete="off"
      maxLength={walletLimits.ebtCardDigits.max}
      required
      error={errors.cardNumber?.message}
      {...cardNumber}
      {...digits}
    />
  );
}
