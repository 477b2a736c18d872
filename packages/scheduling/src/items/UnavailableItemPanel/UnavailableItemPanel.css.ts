import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flexGrow: 1,
  minWidth: 0,
});

export const description = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const size = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const unavailable = style({
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const similar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const similarTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const similarItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const price = style({
  margin: 0,
  flexShrink: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const loadingStatus = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
