'use client';

import type { ChangeEvent, KeyboardEvent } from 'react';
import { caretAfterFormat } from './caret';
import { isDigit } from './digits';

export interface MaskedInputOptions {
  /** Turns whatever is in the input (typed, pasted, autofilled) into its display form. Must be idempotent. */
  format: (text: string) => string;
  /** Turns the display form into the value you keep, e.g. `digitsOnly`. Defaults to the display form. */
  unformat?: (formatted: string) => string;
  /** The characters the person types, as opposed to those the format adds. Defaults to digits. */
  isSignificant?: (char: string) => boolean;
  /** Count significant characters from the end when keeping the caret in place (amounts that fill from the right). */
  caretFrom?: 'start' | 'end';
  /** Called after the input shows the formatted text, so `event.target.value` is already formatted. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The unformatted and formatted values after each change. */
  onValueChange?: (value: string, formatted: string) => void;
}

export interface MaskedInputHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Formats an `<input>` as the person types, keeping what they typed and a sensible caret. Spread
 * the handlers on a TextField (or any input); the input stays a plain text input, so it works
 * uncontrolled (react-hook-form's `register`) or controlled (`value={format(value)}`).
 *
 * ```tsx
 * const mask = useMaskedInput({ format: (text) => groupDigits(text, [4, 4, 4, 4], ' '), onChange });
 * <TextField label="Card number" inputMode="numeric" {...mask} />
 * ```
 */
export function useMaskedInput(options: MaskedInputOptions): MaskedInputHandlers {
  const {
    format,
    unformat,
    isSignificant = isDigit,
    caretFrom = 'start',
    onChange,
    onKeyDown,
    onValueChange,
  } = options;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const formatted = format(raw);
    if (formatted !== raw) {
      const caret = input.selectionStart ?? raw.length;
      input.value = formatted;
      if (isFocused(input)) {
        const position = caretAfterFormat(raw, caret, formatted, isSignificant, caretFrom);
        input.setSelectionRange(position, position);
      }
    }
    onChange?.(event);
    onValueChange?.(unformat ? unformat(formatted) : formatted, formatted);
  };

  // Backspace just after a separator the format would put straight back deletes the character
  // before it instead: the caret steps over the separator and the browser's own deletion follows.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const input = event.currentTarget;
    const { value, selectionStart: start, selectionEnd: end } = input;
    if (start === null || start !== end) return;
    if (event.key === 'Backspace' && start > 0 && !isSignificant(value[start - 1] ?? '')) {
      if (format(value.slice(0, start - 1) + value.slice(start)) !== value) return;
      let position = start - 1;
      while (position > 0 && !isSignificant(value[position - 1] ?? '')) position -= 1;
      if (position > 0) input.setSelectionRange(position, position);
    } else if (event.key === 'Delete' && start < value.length && !isSignificant(value[start] ?? '')) {
      if (format(value.slice(0, start) + value.slice(start + 1)) !== value) return;
      let position = start + 1;
      while (position < value.length && !isSignificant(value[position] ?? '')) position += 1;
      if (position < value.length) input.setSelectionRange(position, position);
    }
  };

  return { onChange: handleChange, onKeyDown: handleKeyDown };
}

function isFocused(input: HTMLInputElement): boolean {
  return input.ownerDocument.activeElement === input;
}
