import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';

/** Square, with the icon centred; the Button recipe supplies colours, focus and disabled looks. */
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: '32px', minHeight: '32px' },
      medium: { width: '44px', minHeight: '44px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  display: 'inline-flex',
  width: '1.25em',
  height: '1.25em',
  color: 'inherit',
  fontSize: vars.font.size.md,
});
