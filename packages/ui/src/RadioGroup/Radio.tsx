import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { FieldHint, FieldLabel, hasContent, joinIds, useFieldIds, warnWithoutLabel } from '../Field/FieldParts';
import { useRadioGroupContext } from '../private/ChoiceFieldset/ChoiceFieldset';
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
  const group = useRadioGroupContext();
  const ids = useFieldIds(id);
  warnWithoutLabel('Radio', label);
  if (!group) warnInDevelopment('Radio belongs inside a RadioGroup, which gives the radios their name and legend.');
  const checked = group && group.value !== undefined ? group.value === value : undefined;
  const defaultChecked =
    group && group.value === undefined && group.defaultValue !== undefined ? group.defaultValue === value : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // React reports a change even for the click a read-only group cancels.
    if (group?.readOnly) return;
    onChange?.(event);
    if (event.target.checked) group?.onValueChange?.(value);
  };
  // A read-only group keeps its choice: cancelling the click puts the previous radio back.
  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    if (group?.readOnly) event.preventDefault();
    onClick?.(event);
  };

  return (
    <div className={className ? `${choice.choiceRow} ${className}` : choice.choiceRow}>
      <div className={choice.choiceControlCell}>
        <input
          checked={checked}
          defaultChecked={defaultChecked}
          name={group?.name}
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
