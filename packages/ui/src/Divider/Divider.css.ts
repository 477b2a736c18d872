import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';

export const divider = recipe({
  base: { border: 0, margin: 0, flexShrink: 0, backgroundColor: vars.color.border.default },
  variants: {
    orientation: {
      horizontal: { height: '1px', width: '100%' },
      vertical: { width: '1px', alignSelf: 'stretch' },
    },
    strong: { true: { backgroundColor: vars.color.border.strong }, false: {} },
  },
  defaultVariants: { orientation: 'horizontal', strong: false },
});
