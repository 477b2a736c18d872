import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const block = style({
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

// The amount field and its button, side by side where there is room.
export const snapAmount = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const pinBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});
