'use client';

import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
} from 'react';
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
} from '../Field/FieldParts';
import * as choice from '../private/choiceControl.css';
import { composeRefs } from '../private/composeRefs';

export interface CheckboxProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Shows the mixed state ("some of these"); a click then checks it. Announced as mixed. */
  indeterminate?: boolean;
}

/**
 * A native checkbox with its label to the right and its hint and error below the label
 * (WAI-ARIA Checkbox pattern, native semantics: Space toggles). `readOnly` keeps it focusable and
 * announced as read-only but ignores clicks, which a native checkbox would not do by itself.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    requiredLabel,
    indeterminate = false,
    id,
    required,
    readOnly,
    className,
    onClick,
    onChange,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  warnWithoutLabel('Checkbox', label);
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = useMemo(() => composeRefs(ref, ownRef), [ref]);
  // `indeterminate` exists only as a DOM property; a click clears it, so set it after every render,
  // before the browser paints, so the box never shows unchecked for a frame.
  useLayoutEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = indeterminate;
  });

  // Cancelling the click undoes the toggle; React still reports a change for it, so drop that too.
  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    if (readOnly) event.preventDefault();
    onClick?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!readOnly) onChange?.(event);
  };
  const showError = hasContent(error);

  return (
    <div className={className ? `${choice.choiceRow} ${className}` : choice.choiceRow}>
      <div className={choice.choiceControlCell}>
        <input
          {...rest}
          ref={inputRef}
          id={ids.control}
          type="checkbox"
          required={required}
          aria-readonly={readOnly || undefined}
          aria-invalid={isInvalid(error, ariaInvalid) || undefined}
          aria-describedby={joinIds(hasContent(hint) && ids.hint, showError && ids.error, describedBy)}
          onClick={handleClick}
          onChange={handleChange}
          className={choice.checkbox}
        />
      </div>
      <div className={choice.choiceText}>
        <FieldLabel
          htmlFor={ids.control}
          required={required}
          requiredLabel={requiredLabel}
          className={choice.choiceLabel}
        >
          {label}
        </FieldLabel>
        {hasContent(hint) && <FieldHint id={ids.hint}>{hint}</FieldHint>}
        {showError && <FieldError id={ids.error}>{error}</FieldError>}
      </div>
    </div>
  );
});
