'use client';

import { createContext, forwardRef, useContext, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  hasContent,
  isInvalid,
  joinIds,
  useFieldIds,
  warnWithoutLabel,
  type FieldTextProps,
} from '../../Field/FieldParts';
import * as styles from './ChoiceFieldset.css';

export interface RadioGroupContextValue {
  name: string;
  /** Set when the group is controlled; `null` means nothing is chosen. */
  value: string | null | undefined;
  defaultValue: string | undefined;
  readOnly: boolean;
  onValueChange: ((value: string) => void) | undefined;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export function useRadioGroupContext(): RadioGroupContextValue | null {
  return useContext(RadioGroupContext);
}

export interface ChoiceGroupProps
  extends
    Omit<FieldTextProps, 'label'>,
    Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue'> {
  /** The question the options answer; the group's accessible name. */
  legend: NonNullable<ReactNode>;
  /** Shared by every radio; generated when omitted. */
  name?: string;
  /** The chosen value, controlled; `null` for none. Leave undefined to let the radios keep their own state. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  /** Keeps the choice as it is but focusable and announced as read-only. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A fieldset with `role="radiogroup"` (WAI-ARIA Radio Group pattern with native radios: Tab
 * enters at the chosen radio, arrow keys move the choice). The legend names it; hint and error
 * describe it; `aria-required` and `aria-invalid` sit on the group, so each radio does not repeat them.
 */
export const ChoiceFieldset = forwardRef<HTMLFieldSetElement, ChoiceGroupProps & { listClassName: string }>(
  function ChoiceFieldset(
    {
      legend,
      hint,
      error,
      requiredLabel,
      name,
      value,
      defaultValue,
      onValueChange,
      required,
      readOnly = false,
      listClassName,
      className,
      children,
      'aria-describedby': describedBy,
      'aria-invalid': ariaInvalid,
      ...rest
    },
    ref,
  ) {
    const ids = useFieldIds();
    const generatedName = useId();
    warnWithoutLabel('A radio group', legend);
    const showHint = hasContent(hint);
    const showError = hasContent(error);
    const context: RadioGroupContextValue = {
      name: name ?? generatedName,
      value,
      defaultValue,
      readOnly,
      onValueChange,
    };
    return (
      <fieldset
        {...rest}
        ref={ref}
        // ARIA in HTML allows `radiogroup` on a fieldset; unlike `group`, it supports aria-required and aria-invalid.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="radiogroup"
        aria-required={required || undefined}
        aria-readonly={readOnly || undefined}
        aria-invalid={isInvalid(error, ariaInvalid) || undefined}
        aria-describedby={joinIds(showHint && ids.hint, showError && ids.error, describedBy)}
        className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
      >
        <FieldLabel
          as="legend"
          required={required}
          requiredLabel={requiredLabel}
          className={showHint || showError ? `${styles.legend} ${styles.legendWithMessage}` : styles.legend}
        >
          {legend}
        </FieldLabel>
        {showHint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
        {/* Above the options, where it is seen before a long list of them. */}
        {showError && <FieldError id={ids.error}>{error}</FieldError>}
        <RadioGroupContext.Provider value={context}>
          <div className={listClassName}>{children}</div>
        </RadioGroupContext.Provider>
      </fieldset>
    );
  },
);
