import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

/** Its height is set inline: 78 or 112 px from the spec, or what the frame's content needs. */
export const frame = style({
  display: 'block',
  width: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  // The frame declares a light scheme; a different one here would paint it an opaque backdrop.
  colorScheme: 'light',
});

/** Still loading (or failed): it takes its room but shows nothing until it says it is ready. */
export const frameHidden = style({ opacity: 0 });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space[2],
  color: vars.color.text.secondary,
});

/** After the shopper cancelled the retry dialog: what went wrong, and the way to try again. */
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: `${vars.space[3]} 0`,
});

export const failedText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});
