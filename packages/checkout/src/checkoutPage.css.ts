import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The frame the payment page and the modify-order checkout share: a centred column, its title,
// its loading and retry rows. Each page sets its own width and columns.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  minWidth: 0,
  marginInline: 'auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const retry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

/** A short word set off on a line (a flash sale's saving, a stale item): its colours are the caller's. */
export const tag = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
