'use client';

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { hasContent, joinIds, useFieldIds, warnWithoutLabel } from '../Field/FieldParts';
import { useGroupRadio } from '../private/ChoiceFieldset/useGroupRadio';
import { radio } from '../private/choiceControl.css';
import { warnInDevelopment } from '../private/warnInDevelopment';
import * as styles from './RadioTile.css';
import { TileTitleContext } from './tileTitle';

export interface RadioTileProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'title'> {
  value: string;
  /** The option's name, e.g. "Visa ending 1234"; it labels the radio and every action of the tile. */
  title: NonNullable<ReactNode>;
  /** More about the option, read after the title. */
  description?: ReactNode;
  /** `RadioTileAction` buttons (Edit, Remove …). Pressing them never chooses the tile. */
  actions?: ReactNode;
}

/**
 * A selectable card: a native radio with a title and a description in a bordered tile, and its own
 * action buttons. The whole tile chooses the radio (its label is stretched over the tile); the
 * actions sit above that label, so they keep their own clicks and the radios keep their arrow keys.
 * Use inside a RadioTileGroup.
 */
export const RadioTile = forwardRef<HTMLInputElement, RadioTileProps>(function RadioTile(
  { value, title, description, actions, id, className, onChange, onClick, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { group, inputProps, handleChange, handleClick } = useGroupRadio(value, { onChange, onClick });
  const ids = useFieldIds(id);
  warnWithoutLabel('RadioTile', title);
  if (!group)
    warnInDevelopment('RadioTile belongs inside a RadioTileGroup, which gives the tiles their name and legend.');
  const showDescription = hasContent(description);

  return (
    <div className={className ? `${styles.tile} ${className}` : styles.tile}>
      <div className={styles.control}>
        <input
          {...inputProps}
          {...rest}
          ref={ref}
          id={ids.control}
          type="radio"
          value={value}
          aria-describedby={joinIds(showDescription && ids.hint, describedBy)}
          onChange={handleChange}
          onClick={handleClick}
          className={`${radio} ${styles.tileRadio}`}
        />
      </div>
      <div className={styles.body}>
        <label id={ids.label} htmlFor={ids.control} className={styles.title}>
          {title}
        </label>
        {showDescription && (
          <div id={ids.hint} className={styles.description}>
            {description}
          </div>
        )}
      </div>
      {actions && (
        <div className={styles.actions}>
          <TileTitleContext.Provider value={ids.label}>{actions}</TileTitleContext.Provider>
        </div>
      )}
    </div>
  );
});
