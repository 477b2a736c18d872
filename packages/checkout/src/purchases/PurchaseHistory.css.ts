import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

export const order = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const detail = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const total = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });

// The tip as it is, while its panels load: the tip row's spacing (tip/TipSection.css.ts), kept
// here so this page brings no stylesheet of the payment page's.
export const tipAsItIs = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3] });
