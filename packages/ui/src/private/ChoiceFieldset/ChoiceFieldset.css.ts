import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { label } from '../../Field/Field.css';

// A rendered legend sits outside the fieldset's flex box, so its own margin spaces it.
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const legend = style([label, { marginBlockEnd: vars.space[3] }]);

// A hint or an error under the legend belongs to it: keep them close.
export const legendWithMessage = style({ marginBlockEnd: vars.space[1] });
