import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The wallet page's forms look the same: one set of classes.
export { form, note, pair } from '../../cardFields/cardFields.css';

export const checkboxes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
