import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// One readable column at every width, as the other checkout pages.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const code = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
