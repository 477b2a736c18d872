'use client';

import { forwardRef, useLayoutEffect, useMemo, useRef } from 'react';
import { useMessages } from '../messages';
import { useMaskedInput } from '../masks/useMaskedInput';
import { composeRefs } from '../private/composeRefs';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { formatDateInput, parseDateInput } from './dateText';

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
 * wrong with it. The hint shows the format unless you give your own; the placeholder
 * (`mm/dd/yyyy`) and the tooltip (`title`: 'Please enter a date') are the message table's unless
 * you give your own. A `required` one without a real date is invalid to the browser with the
 * message `dateRequired` ('A valid date input is required.'): a form the browser validates says
 * so, and a form that validates itself can read it from `validationMessage`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { hint, placeholder, title, required, value, defaultValue, onChange, onKeyDown, onValueChange, ...rest },
  ref,
) {
  const messages = useMessages();
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMemo(() => composeRefs(ref, input), [ref]);
  const checkDate = (element: HTMLInputElement) =>
    element.setCustomValidity(required && !parseDateInput(element.value) ? messages.dateRequired : '');
  // After every render, before paint (so before anything reads it): a controlled value, `required`
  // or the words may have changed.
  useLayoutEffect(() => {
    if (input.current) checkDate(input.current);
  });
  const mask = useMaskedInput({
    format: formatDateInput,
    // Typed into an uncontrolled input, the text changes without a render: checked here too.
    onChange: (event) => {
      checkDate(event.target);
      onChange?.(event);
    },
    onKeyDown,
    onValueChange: onValueChange && ((formatted) => onValueChange(formatted)),
  });
  return (
    <TextField
      {...rest}
      {...mask}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      required={required}
      hint={hint ?? messages.dateFormat}
      placeholder={placeholder ?? messages.datePlaceholder}
      title={title ?? messages.dateTitle}
      value={value === undefined ? undefined : formatDateInput(value)}
      defaultValue={defaultValue === undefined ? undefined : formatDateInput(defaultValue)}
    />
  );
});
