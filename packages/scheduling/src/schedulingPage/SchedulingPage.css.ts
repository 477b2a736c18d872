import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// One readable column at every width; min-width 0 keeps the day carousel from widening it at 320 px.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '48rem',
  minWidth: 0,
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

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// A panel holding a link sits on the raised surface (house rule).
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

export const emptyText = style({ margin: 0 });

// Under the title, as wide as its words.
