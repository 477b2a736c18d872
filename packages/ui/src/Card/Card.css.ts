import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@aisle/tokens';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    margin: 0,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.card,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space[3] },
      medium: {
        padding: `${vars.space[4]} ${vars.space[4]}`,
        '@media': { [mediaQueries.mdUp]: { padding: vars.space[6] } },
      },
      large: { padding: vars.space[6], '@media': { [mediaQueries.mdUp]: { padding: vars.space[8] } } },
    },
    elevated: { true: { boxShadow: vars.shadow.md, borderColor: 'transparent' }, false: {} },
  },
  defaultVariants: { padding: 'medium', elevated: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
