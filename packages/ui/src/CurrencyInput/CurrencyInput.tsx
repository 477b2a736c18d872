'use client';

import { forwardRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { useMessages } from '../messages';
import { useMaskedInput } from '../masks/useMaskedInput';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { centsFromDigits, formatCents, parseAmount } from './cents';

export interface CurrencyInputProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange' | 'characterLimit' | 'prefix' | 'max' | 'min' | 'step'
> {
  /** The amount in cents, controlled; `null` when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** The amount in cents after each change, or `null` once the field is emptied. */
  onValueChange?: (cents: number | null) => void;
  /** The most it accepts, in cents: a digit that would go past it is not taken. */
  max?: number;
  /** Drawn before the amount; `currencySymbol` in the messages by default. */
  currencySymbol?: string;
}

/**
 * An amount entered cents-style, as on a card terminal: digits fill from the right ("1" → 0.01,
 * "123" → 1.23), Backspace takes the last digit off, and a pasted "12.5" reads as 12.50. The
 * symbol is drawn in the box but is not part of the value, which is a whole number of cents.
 */
export const CurrencyInput = forwardRef<HTMLInputElement, CurrencyInputProps>(function CurrencyInput(
  {
    value,
    defaultValue = null,
    onValueChange,
    max = Number.MAX_SAFE_INTEGER,
    currencySymbol,
    onKeyDown,
    onPaste,
    ...rest
  },
  ref,
) {
  const messages = useMessages();
  const [ownCents, setOwnCents] = useState<number | null>(defaultValue);
  const cents = value === undefined ? ownCents : value;
  const shown = cents === null ? '' : formatCents(cents);

  const commit = (next: number | null) => {
    if (value === undefined) setOwnCents(next);
    onValueChange?.(next);
  };
  const mask = useMaskedInput({
    format: (text) => {
      const next = centsFromDigits(text);
      // All zeros read as empty, so Backspace can clear the field rather than stop at 0.00.
      if (next === null || next === 0) return '';
      // A digit past the maximum is refused: the amount stays as it was.
      return next > max ? shown : formatCents(next);
    },
    caretFrom: 'end',
    onKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value === '' ? null : centsFromDigits(event.target.value);
      if (next !== cents) commit(next);
    },
  });

  // Pasted text is read as a written amount, not as digits to shift in, and replaces the value.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const pasted = parseAmount(event.clipboardData.getData('text'));
    if (pasted !== null && pasted <= max) commit(pasted);
  };

  return (
    <TextField
      {...rest}
      {...mask}
      ref={ref}
      type="text"
      inputMode="numeric"
      prefix={currencySymbol ?? messages.currencySymbol}
      value={shown}
      onPaste={handlePaste}
    />
  );
});
