'use client';

import type { ChangeEvent, MouseEvent } from 'react';
import { useRadioGroupContext } from './ChoiceFieldset';

interface OwnHandlers {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
}

/**
 * What a radio takes from its group (RadioGroup or RadioTileGroup): checked state, name, and
 * change and click handlers that report the choice and honour a read-only group. Spread the
 * result on the input before the caller's own props, so `register` can still win.
 */
export function useGroupRadio(value: string, { onChange, onClick }: OwnHandlers) {
  const group = useRadioGroupContext();
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

  return { group, inputProps: { checked, defaultChecked, name: group?.name }, handleChange, handleClick };
}
