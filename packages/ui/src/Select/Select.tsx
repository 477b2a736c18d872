import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import type { FieldTextProps } from '../Field/FieldParts';
import * as styles from '../private/textControl.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple' | 'size'> {
  /** The choices; or pass `<option>` / `<optgroup>` elements as children. */
  options?: readonly SelectOption[];
  /** A first, empty option that prompts ("Select…"); its value is `''`, so a required select stays invalid until a choice. */
  placeholder?: string;
  children?: ReactNode;
}

/**
 * A labelled native `<select>` (WAI-ARIA: native listbox semantics), so phones show their own
 * picker and keyboard type-ahead works. Hint and error are tied to it like a TextField's.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    requiredLabel,
    options,
    placeholder,
    children,
    id,
    required,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      aria-describedby={describedBy}
      className={className}
    >
      {(control) => (
        <div className={styles.controlFrame}>
          <select
            {...rest}
            {...control}
            aria-invalid={control['aria-invalid'] ?? ariaInvalid}
            ref={ref}
            className={`${styles.textControl} ${styles.selectControl}`}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.selectOption}
              >
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 6l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      )}
    </Field>
  );
});
