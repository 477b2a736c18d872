import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  // Leaves room for the panel's close button, which sits in the same corner.
  paddingRight: vars.space[12],
  minHeight: '40px',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  flexGrow: 1,
});

export const backIcon = style({ transform: 'rotate(180deg)', display: 'block' });

export const text = style({ margin: 0 });

export const cardName = style({ margin: 0, fontWeight: vars.font.weight.semibold });
