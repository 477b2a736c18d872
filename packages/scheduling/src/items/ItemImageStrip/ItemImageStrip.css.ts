import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// Eight pictures and a bubble need 392 px: on a phone the strip wraps rather than overflowing.
export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ display: 'flex' });

/** As tall as a picture and at least as wide, growing for '+999' and '999+'. */
export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '40px',
  height: '40px',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
