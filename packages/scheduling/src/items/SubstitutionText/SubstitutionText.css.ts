import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const text = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** 'Backup:' stands out from the item it names. */
export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
