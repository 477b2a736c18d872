'use client';

import { TextField, digitsOnly, useMaskedInput } from '@aisle/ui';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { maskGiftCardNumber } from '../forms/cardSchemas';
import { walletLimits } from '../forms/limits';
import { useWalletMessages } from '../messages';

export interface GiftCardInput {
  cardNumber: string;
  pin: string;
}

export interface GiftCardFieldsProps<Input extends GiftCardInput> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<GiftCardInput>;
  /** The number input's limit in characters, hyphens included; none when the mask alone limits it. */
  cardNumberMaxLength?: number;
}

/** A gift card's number, masked as typed (10-3-3-rest), and its 4-digit PIN (§5). */
export function GiftCardFields<Input extends GiftCardInput>({
  register,
  errors,
  cardNumberMaxLength,
}: GiftCardFieldsProps<Input>) {
  const messages = useWalletMessages();
  const cardNumber = register('cardNumber' as Path<Input>);
  const cardNumberMask = useMaskedInput({ format: maskGiftCardNumber, onChange: cardNumber.onChange });
  const pin = register('pin' as Path<Input>);
  const pinDigits = useMaskedInput({ format: digitsOnly, onChange: pin.onChange });
  return (
    <>
      <TextField
        label={messages.cardNumberLabel}
        inputMode="numeric"
        autoComplete="off"
        maxLength={cardNumberMaxLength}
        required
        error={errors.cardNumber?.message}
        {...cardNumber}
        {...cardNumberMask}
      />
      <TextField
        label={messages.pinLabel}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={walletLimits.giftCardPin}
        required
        error={errors.pin?.message}
        {...pin}
        {...pinDigits}
      />
    </>
  );
}
