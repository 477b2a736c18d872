import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** Focused when the screen opens, to be read; it is not a control, so it draws no ring. */
export const title = style({ outline: 'none' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const tileTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const tileDetails = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  // In line with the name, past the picture (40 px) and its gap.
  paddingInlineStart: `calc(40px + ${vars.space[3]})`,
});

export const price = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({ margin: 0, color: vars.color.text.secondary });

export const error = style({
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
});
