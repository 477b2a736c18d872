import { mediaQueries, vars } from '@aisle/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import * as frame from '../checkoutPage.css';

export const page = style([frame.page, { maxWidth: '72rem' }]);
export { loading, retry, title } from '../checkoutPage.css';

// One column to 674 px, two from 675 (§2, §9): the ui Columns stack below 768 or 1024 only, so the
// page lays out its own grid on the checkout's breakpoint.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[6],
  '@media': {
    [mediaQueries.checkoutTwoColumnUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
    [mediaQueries.lgUp]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', gap: vars.space[8] },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

// A rule between the blocks, whichever of them the page or its slots render.
globalStyle(`${main} > * + *`, {
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.border.default}`,
});

// The summary and Place order: on the raised surface, and kept in view beside a long column.
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  '@media': {
    [mediaQueries.checkoutTwoColumnUp]: { position: 'sticky', top: vars.space[4] },
  },
});
