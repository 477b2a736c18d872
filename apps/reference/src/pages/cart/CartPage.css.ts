import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The estimated total under the table, its amount aligned with the table's Total Price column. */
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  paddingBlock: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.semibold,
});
