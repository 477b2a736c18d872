import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const locationMessage = style({ margin: 0, color: vars.color.text.danger, fontSize: vars.font.size.sm });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const resultsTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The empty and failed states: centred, quiet, one clear next step.
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
});

export const failed = style([empty]);

export const emptyIcon = style({ width: '48px', height: '48px', color: vars.color.text.secondary });

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const emptyBody = style({ margin: 0, maxWidth: '36rem', color: vars.color.text.secondary });
