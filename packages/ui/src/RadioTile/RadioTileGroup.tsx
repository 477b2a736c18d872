import { forwardRef } from 'react';
import { ChoiceFieldset, type ChoiceGroupProps } from '../private/ChoiceFieldset/ChoiceFieldset';
import { tileList } from './RadioTile.css';

export type RadioTileGroupProps = ChoiceGroupProps;

/**
 * A RadioGroup whose options are RadioTiles: a list of choosable cards such as saved addresses or
 * payment cards (WAI-ARIA Radio Group pattern on native radios).
 */
export const RadioTileGroup = forwardRef<HTMLFieldSetElement, RadioTileGroupProps>(function RadioTileGroup(props, ref) {
  return <ChoiceFieldset {...props} ref={ref} listClassName={tileList} />;
});
