'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useCallback, useMemo, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { joinIds, type FieldTextProps } from '../Field/FieldParts';
import { composeRefs } from '../private/composeRefs';
import * as styles from '../private/textControl.css';

/** The longest text a `type="search"` field takes unless given its own `maxLength` (scheduling spec §9). */
const searchMaxLength = 125;

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'prefix'> {
  /** A `search` field takes at most 125 characters unless given its own `maxLength`. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  /**
   * Shows a live "{count} of {limit} characters" under the field. It does not stop typing (add
   * `maxLength` for that): people can paste and then trim, and your validation says what is wrong.
   */
  characterLimit?: number;
  /** Short text drawn inside the start of the box, such as `$`; read after the label, never part of the value. */
  prefix?: string;
}

/**
 * A labelled text input (WAI-ARIA: native `<input>` with `<label>`). Hint, error and character
 * count are tied to it with `aria-describedby`; an error sets `aria-invalid`. Works uncontrolled
 * (react-hook-form's `register`: ref + name + onChange + onBlur) and controlled (value + onChange).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    requiredLabel,
    characterLimit,
    prefix,
    id,
    type = 'text',
    maxLength,
    required,
    className,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    style,
    ...rest
  },
  ref,
) {
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  // Values set through the ref (react-hook-form's defaultValues, a reset) never fire onChange.
  const readLength = useCallback((node: HTMLInputElement | null) => {
    if (node) setTypedLength(node.value.length);
  }, []);
  const inputRef = useMemo(() => composeRefs(ref, readLength), [ref, readLength]);
  const count = value === undefined || value === null ? typedLength : String(value).length;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      characterLimit={characterLimit}
      characterCount={count}
      aria-describedby={describedBy}
      className={className}
    >
      {(control, ids) => (
        <div className={styles.controlFrame}>
          {prefix && (
            <span id={ids.prefix} className={styles.prefix}>
              {prefix}
            </span>
          )}
          <input
            {...rest}
            {...control}
            aria-invalid={control['aria-invalid'] ?? ariaInvalid}
            // The prefix joins the name ("Amount $"), as a sighted person reads the two together.
            aria-labelledby={prefix ? joinIds(ids.label, ids.prefix) : rest['aria-labelledby']}
            ref={inputRef}
            type={type}
            maxLength={maxLength ?? (type === 'search' ? searchMaxLength : undefined)}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            className={prefix ? `${styles.textControl} ${styles.withPrefix}` : styles.textControl}
            style={prefix ? { ...style, ...assignInlineVars({ [styles.prefixWidth]: `${prefix.length}ch` }) } : style}
          />
        </div>
      )}
    </Field>
  );
});
