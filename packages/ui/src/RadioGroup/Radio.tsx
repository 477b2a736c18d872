'use client';

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldHint, FieldLabel, hasContent, joinIds, useFieldIds, warnWithoutLabel } from '../Field/FieldParts';
import { useGroupRadio } from '../private/ChoiceFieldset/useGroupRadio';
import * as choice from '../private/choiceControl.css';
import { warnInDevelopment } from '../private/warnInDevelopment';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  value: string;
  label: NonNullable<ReactNode>;
  /** Help for this option only, read after its label. */
  hint?: ReactNode;
}

/**
 * One native radio with its label, inside a RadioGroup. Its own `name`, `onChange`, `onBlur` and
 * ref win over the group's, so react-hook-form's `register` can be spread on each Radio.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, label, hint, id, className, onChange, onClick, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { group, inputProps, handleChange, handleClick } = useGroupRadio(value, { onChange, onClick });
  const ids = useFieldIds(id);
  warnWithoutLabel('Radio', label);
  if (!group) warnInDevelopment('Radio belongs inside a RadioGroup, which gives the radios their name and legend.');

  return (
    <div className={className ? `${choice.choiceRow} ${className}` : choice.choiceRow}>
      <div className={choice.choiceControlCell}>
        <input
          {...inputProps}
          {...rest}
          ref={ref}
          id={ids.control}
          type="radio"
          value={value}
          aria-describedby={joinIds(hasContent(hint) && ids.hint, describedBy)}
          onChange={handleChange}
          onClick={handleClick}
          className={choice.radio}
        />
      </div>
      <div className={choice.choiceText}>
        <FieldLabel htmlFor={ids.control} className={choice.choiceLabel}>
          {label}
        </FieldLabel>
        {hasContent(hint) && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      </div>
    </div>
  );
});
