import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The card is the target: its name's button stretches over it (::after), so a click anywhere
// chooses, and the focus ring goes round the whole card.
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: '72px',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const chosen = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.background}`,
  borderColor: vars.color.action.primary.background,
});

export const icon = style({ width: '32px', height: '32px', flexShrink: 0, color: vars.color.text.link });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: 1, minWidth: 0 });

export const name = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
});

export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const current = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const chevron = style({ width: '16px', height: '16px', flexShrink: 0, color: vars.color.text.secondary });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
