import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The summary reads its own width, not the viewport's: it sits in the profile column and in a result card alike. */
export const container = style({ containerType: 'inline-size' });

// Details first and the action under them; the action beside the details once every summary in a
// list has room for it, so all of them switch together and their buttons line up.
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[3],
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space[4] } },
});

export const details = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const name = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const address = style({
  margin: 0,
  color: vars.color.text.secondary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const open = style({ color: vars.color.text.success, fontWeight: vars.font.weight.semibold });

export const closed = style({ color: vars.color.text.danger, fontWeight: vars.font.weight.semibold });

/** Under the details, the action keeps its own width rather than the column's. */
export const action = style({ justifySelf: 'start', '@container': { '(min-width: 36rem)': { justifySelf: 'end' } } });
