import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';
import { tag } from '../checkoutPage.css';

export const teaser = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });

export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const text = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

export const sale = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

export const saleName = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const category = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const prices = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
});

export const nowPrice = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const wasPrice = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  textDecoration: 'line-through',
});

export const percentOff = style([
  tag,
  { backgroundColor: vars.color.feedback.success.background, color: vars.color.feedback.success.text },
]);

export const inOrder = style({ margin: 0, color: vars.color.text.success, fontSize: vars.font.size.sm });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const quantity = style({ minWidth: '6rem' });

export const removals = style({ margin: `${vars.space[2]} 0 0`, paddingLeft: vars.space[5] });
