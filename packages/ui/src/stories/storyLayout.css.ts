import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** Lays out several examples side by side in stories, until the layout primitives exist. */
export const storyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

/** A stand-in block for layout stories. */
export const placeholder = style({
  padding: vars.space[3],
  backgroundColor: vars.color.surface.sunken,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});

export const storyHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const storyText = style({ margin: 0, color: vars.color.text.secondary });

/** A row with room beneath it, for stories whose popups open downwards and must be in the snapshot. */
export const storyRowWithRoomBelow = style([storyRow, { alignItems: 'flex-start', minHeight: '200px' }]);
