import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@aisle/tokens';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [mediaQueries.mdUp]: { gap: vars.space[6] } },
});

/** One column on phones (the navigation is hidden there); navigation beside the content from md. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': {
    [mediaQueries.mdUp]: { gridTemplateColumns: 'minmax(12rem, 15rem) minmax(0, 1fr)' },
    [mediaQueries.lgUp]: { gridTemplateColumns: 'minmax(14rem, 17rem) minmax(0, 1fr)', gap: vars.space[10] },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.mdUp]: { fontSize: vars.font.size['3xl'] } },
});
