import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// The item's words and its price on one row, the quantity under the words.
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const description = style({ overflowWrap: 'anywhere' });

export const price = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const quantity = style({ gridColumn: '1 / -1', fontSize: vars.font.size.sm, color: vars.color.text.secondary });
