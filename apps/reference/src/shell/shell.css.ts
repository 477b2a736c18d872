import { mediaQueries, vars } from '@aisle/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** The page's width and gutters, shared by the header, the main area and the footer. */
export const container = style({
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [mediaQueries.mdUp]: { paddingInline: vars.space[6] } },
});

/** A page's own area: the container, with room above and below. */
export const content = style([
  container,
  { paddingBlock: vars.space[6], '@media': { [mediaQueries.mdUp]: { paddingBlock: vars.space[8] } } },
]);

export const main = style([
  content,
  {
    flex: 1,
    // The footer starts below the fold, so a page growing as its code and data arrive pushes it
    // down out of sight instead of visibly (layout shift; issue: CLS ≤ 0.02 on every route).
    minHeight: '100svh',
    outline: 'none',
  },
]);
