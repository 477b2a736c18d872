import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '@aisle/tokens';

const stacked = { flexDirection: 'column', alignItems: 'stretch' } as const;

const collapseTablet = style({ '@media': { [mediaQueries.mdDown]: stacked } });
const collapseDesktop = style({ '@media': { [mediaQueries.lgDown]: stacked } });

// Stacked, each column's flex-basis would apply to its height: reset it so every column is full width.
globalStyle(`${collapseTablet} > *`, { '@media': { [mediaQueries.mdDown]: { flexBasis: 'auto' } } });
globalStyle(`${collapseDesktop} > *`, { '@media': { [mediaQueries.lgDown]: { flexBasis: 'auto' } } });

export const columns = recipe({
  base: { display: 'flex', flexDirection: 'row', margin: 0 },
  variants: {
    // Below the breakpoint the columns stack, widest content first in reading order.
    collapseBelow: {
      none: {},
      tablet: collapseTablet,
      desktop: collapseDesktop,
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { collapseBelow: 'tablet', alignY: 'stretch' },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;

/** Fractions shrink together, so with a gap between them the ratios still hold. */
export const column = recipe({
  base: { minWidth: 0, boxSizing: 'border-box' },
  variants: {
    width: {
      fluid: { flex: '1 1 0' },
      content: { flex: '0 0 auto' },
      '1/2': { flex: '0 1 50%' },
      '1/3': { flex: '0 1 33.333%' },
      '2/3': { flex: '0 1 66.667%' },
      '1/4': { flex: '0 1 25%' },
      '3/4': { flex: '0 1 75%' },
    },
  },
  defaultVariants: { width: 'fluid' },
});

export type ColumnVariants = NonNullable<RecipeVariants<typeof column>>;
