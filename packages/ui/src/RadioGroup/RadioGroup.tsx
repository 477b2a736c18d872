import { forwardRef } from 'react';
import { ChoiceFieldset, type ChoiceGroupProps } from '../private/ChoiceFieldset/ChoiceFieldset';
import { radioList } from './RadioGroup.css';

export type RadioGroupProps = ChoiceGroupProps;

/**
 * A question answered by one of several `Radio`s (WAI-ARIA Radio Group pattern on native radios,
 * so the browser moves the choice with the arrow keys). The legend names the group; its hint and
 * error describe it.
 *
 * ```tsx
 * <RadioGroup legend="Contact method" value={method} onValueChange={setMethod}>
 *   <Radio value="email" label="Email" />
 *   <Radio value="phone" label="Phone" />
 * </RadioGroup>
 * ```
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(props, ref) {
  return <ChoiceFieldset {...props} ref={ref} listClassName={radioList} />;
});
