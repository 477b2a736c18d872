'use client';

import { forwardRef } from 'react';
import { useMessages } from '../messages';
import { useMaskedInput } from '../masks/useMaskedInput';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { formatDateInput } from './dateText';

export interface DateInputProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'characterLimit' | 'prefix'
> {
  /** The text as shown, `mm/dd/yyyy` or part of it. Read it with `parseDateInput`. */
  value?: string;
  defaultValue?: string;
  /** The formatted text after each change. */
  onValueChange?: (value: string) => void;
}

/**
 * A date typed as `mm/dd/yyyy` in one text input: a numeric keypad on phones, slashes added as the
 * digits come, and whatever the person typed kept as typed, so your validation can say what is
 * wrong with it. The hint shows the format unless you give your own.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { hint, value, defaultValue, onChange, onKeyDown, onValueChange, ...rest },
  ref,
) {
  const messages = useMessages();
  const mask = useMaskedInput({
    format: formatDateInput,
    onChange,
    onKeyDown,
    onValueChange: onValueChange && ((formatted) => onValueChange(formatted)),
  });
  return (
    <TextField
      {...rest}
      {...mask}
      ref={ref}
      type="text"
      inputMode="numeric"
      hint={hint ?? messages.dateFormat}
      value={value === undefined ? undefined : formatDateInput(value)}
      defaultValue={defaultValue === undefined ? undefined : formatDateInput(defaultValue)}
    />
  );
});
