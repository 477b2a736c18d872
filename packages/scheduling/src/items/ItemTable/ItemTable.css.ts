import { mediaQueries, vars } from '@aisle/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const tableBase = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.snug,
});

export const table = styleVariants({
  regular: [tableBase, { fontSize: vars.font.size.md }],
  compact: [tableBase, { fontSize: vars.font.size.sm }],
});

// The table sits flush with its container: no padding before the first column or after the last.
const cell = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  verticalAlign: 'top',
  selectors: {
    '&:first-child': { paddingInlineStart: 0 },
    '&:last-child': { paddingInlineEnd: 0 },
    [`${table.compact} &`]: { paddingBlock: vars.space[2] },
  },
});

export const caption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const headingBase = style([
  cell,
  {
    paddingBlockStart: 0,
    borderBottom: `1px solid ${vars.color.border.strong}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    selectors: { [`${table.compact} &`]: { fontSize: vars.font.size.xs } },
    // 'Total Price' may break onto two lines on the narrowest phones only.
    '@media': { [mediaQueries.smUp]: { whiteSpace: 'nowrap' } },
  },
]);

export const heading = styleVariants({
  item: [headingBase, { textAlign: 'start' }],
  quantity: [headingBase, { textAlign: 'center' }],
  total: [headingBase, { textAlign: 'end' }],
});

/** Rows are ruled apart; an item with its warning under it is ruled after the warning. */
export const row = styleVariants({
  regular: { borderBottom: `1px solid ${vars.color.border.default}` },
  warned: {},
});

export const warningCell = style([
  cell,
  { paddingBlockStart: 0, selectors: { [`${table.compact} &`]: { paddingBlockStart: 0 } } },
]);

/** The row's header: the item, in body weight, taking whatever width the numbers leave. */
export const itemCell = style([cell, { width: '100%', textAlign: 'start', fontWeight: vars.font.weight.regular }]);

const itemBase = style({ display: 'flex', gap: vars.space[3], minWidth: 0 });

// On phones the picture sits above the words, which keeps the column wide enough to read.
export const item = styleVariants({
  regular: [
    itemBase,
    { flexDirection: 'column', '@media': { [mediaQueries.smUp]: { flexDirection: 'row', alignItems: 'flex-start' } } },
  ],
  compact: [itemBase],
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
  minWidth: 0,
});

export const description = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const size = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  selectors: { [`${table.compact} &`]: { fontSize: 'inherit' } },
});

export const quantity = style([cell, { textAlign: 'center', fontVariantNumeric: 'tabular-nums' }]);

export const total = style([
  cell,
  { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold },
]);
