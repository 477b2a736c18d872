'use client';

import type { ReactNode } from 'react';
import { warnInDevelopment } from '../private/warnInDevelopment';
import * as styles from './Field.css';
import {
  CharacterCount,
  FieldError,
  FieldHint,
  FieldLabel,
  hasContent,
  isInvalid,
  joinIds,
  useFieldIds,
  warnWithoutLabel,
  type FieldIds,
  type FieldTextProps,
} from './FieldParts';

/** Spread these on the control so it is labelled, described and marked invalid or required. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps extends FieldTextProps {
  /** The control's id; generated when omitted. */
  id?: string;
  required?: boolean;
  /** Shows a live "{count} of {limit} characters" under the control. */
  characterLimit?: number;
  /** How many characters the control holds now; needed with `characterLimit`. */
  characterCount?: number;
  /** More ids describing the control, read after the hint and the error. */
  'aria-describedby'?: string;
  className?: string;
  /** Renders the control with the props that wire it to the label, hint, error and count. */
  children: (control: FieldControlProps, ids: FieldIds) => ReactNode;
}

/**
 * The shell every text-like field shares: a visible label, an optional hint, the control, then an
 * error message and a character count, wired with `aria-describedby` and `aria-invalid`.
 * TextField, Select, DateInput and CurrencyInput are built on it; use it directly to give any
 * other control (a hosted card field, a stepper) the same label and messages.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  requiredLabel,
  characterLimit,
  characterCount = 0,
  'aria-describedby': describedBy,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  warnWithoutLabel('Field', label);
  if (characterLimit !== undefined && !(characterLimit > 0)) {
    warnInDevelopment('`characterLimit` must be a positive number of characters.');
  }
  const showError = hasContent(error);
  const showCount = characterLimit !== undefined && characterLimit > 0;
  const control: FieldControlProps = {
    id: ids.control,
    'aria-describedby': joinIds(
      hasContent(hint) && ids.hint,
      showError && ids.error,
      showCount && ids.count,
      describedBy,
    ),
    'aria-invalid': isInvalid(error) || undefined,
    required: required || undefined,
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.heading}>
        <FieldLabel id={ids.label} htmlFor={ids.control} required={required} requiredLabel={requiredLabel}>
          {label}
        </FieldLabel>
        {hasContent(hint) && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      </div>
      {children(control, ids)}
      {(showError || showCount) && (
        <div className={styles.footer}>
          {showError && <FieldError id={ids.error}>{error}</FieldError>}
          {showCount && <CharacterCount id={ids.count} count={characterCount} limit={characterLimit} />}
        </div>
      )}
    </div>
  );
}
