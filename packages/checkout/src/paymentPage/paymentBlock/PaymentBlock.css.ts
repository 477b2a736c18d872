import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

// The title and its action on one row; on a narrow phone the action wraps under the title.
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const label = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

/** The block's own text: a line or two under the title. */
export const text = style({
  margin: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const secondaryText = style([text, { color: vars.color.text.secondary }]);
