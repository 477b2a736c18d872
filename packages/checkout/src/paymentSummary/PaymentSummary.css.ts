import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
});

// A label and its amount on one line; the amount never wraps, the label does on a narrow phone.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space[3],
  minHeight: vars.space[8],
});

export const totalRow = style([
  row,
  {
    marginTop: vars.space[2],
    paddingTop: vars.space[3],
    borderTop: `1px solid ${vars.color.border.default}`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
]);

export const label = style({ margin: 0 });

export const value = style({
  margin: 0,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** An expander reads as its row's label: the row's size and colour, not a small link's. */
export const trigger = style({
  fontSize: 'inherit',
  fontWeight: 'inherit',
  color: vars.color.text.primary,
});

/** An expander's parts and the hold's note span the whole row, under its label. */
export const details = style({ gridColumn: '1 / -1', margin: 0 });

export const breakdown = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  paddingInlineStart: vars.space[4],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const breakdownRow = style([row, { minHeight: vars.space[6] }]);

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const split = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const splitTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const disclaimers = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
