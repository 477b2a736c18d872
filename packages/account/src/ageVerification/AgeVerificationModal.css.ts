import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
});

/** The restricted items' thumbnails, in a row that wraps on a narrow phone. */
export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
});

/** The Terms & Conditions text, as the caller wrote it. */
export const terms = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
