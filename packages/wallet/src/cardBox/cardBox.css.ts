import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const cardName = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const problem = style({ margin: 0, color: vars.color.text.danger, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
