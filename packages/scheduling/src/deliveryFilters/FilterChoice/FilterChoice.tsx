'use client';

import { useId } from 'react';
import type { DeliveryFilter } from '../filterQuotes';
import * as styles from './FilterChoice.css';

export interface FilterChoiceProps {
  /** The choice's name. */
  legend: string;
  /** The filters offered, in order, with their words. */
  options: readonly { value: DeliveryFilter; label: string }[];
  value: DeliveryFilter;
  onChange(filter: DeliveryFilter): void;
}

/**
 * The filters as one segmented choice: native radios sharing a name, so Tab enters at the chosen
 * filter and the arrow keys move the choice, each drawn as a pill that wraps on a narrow screen.
 */
export function FilterChoice({ legend, options, value, onChange }: FilterChoiceProps) {
  const name = useId();
  return (
    <fieldset
      // ARIA in HTML allows `radiogroup` on a fieldset: announced as one choice, as @aisle/ui's RadioGroup is.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      className={styles.choice}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
