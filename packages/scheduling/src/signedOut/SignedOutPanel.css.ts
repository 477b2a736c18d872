import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
});

export const icon = style({ width: '48px', height: '48px', color: vars.color.text.secondary });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const body = style({ margin: 0, maxWidth: '32rem', color: vars.color.text.secondary });
