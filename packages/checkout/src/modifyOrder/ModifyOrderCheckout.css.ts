import { mediaQueries, vars } from '@aisle/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import * as frame from '../checkoutPage.css';

export const page = style([frame.page, { maxWidth: '80rem' }]);
export { loading, retry, title } from '../checkoutPage.css';

/**
 * One, two or three columns by width (§2), on the tokens' breakpoints:
 * - below 675 px (`checkoutTwoColumnUp`, the payment page's own), one column: the order
 *   information with the items as a 'View' row, then the summary;
 * - from 675 px, two: the information and under it the items listed, the summary beside both;
 * - from 1024 px (`lgUp`), three: the information, the items, the summary.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"information" "summary"',
  alignItems: 'start',
  gap: vars.space[6],
  '@media': {
    [mediaQueries.checkoutTwoColumnUp]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
      gridTemplateAreas: '"information summary" "items summary"',
    },
    [mediaQueries.lgUp]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 22rem',
      gridTemplateAreas: '"information items summary"',
      gap: vars.space[8],
    },
  },
});

const column = { display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 } as const;

export const information = style({ ...column, gridArea: 'information' });

// A rule between the blocks, under the column's title.
globalStyle(`${information} > * + *:not(:nth-child(2))`, {
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const columnTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

// The items listed: their own column from 675 px; below it the 'View' row stands in.
export const items = style({
  gridArea: 'items',
  display: 'none',
  '@media': { [mediaQueries.checkoutTwoColumnUp]: { ...column, gap: vars.space[2] } },
});

export const itemsRow = style({
  '@media': { [mediaQueries.checkoutTwoColumnUp]: { display: 'none' } },
});

// The summary and the submit button: on the raised surface, kept in view beside a long column.
export const summary = style({
  ...column,
  gridArea: 'summary',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  '@media': {
    [mediaQueries.checkoutTwoColumnUp]: { position: 'sticky', top: vars.space[4] },
  },
});

export const submit = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const toastBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const toastText = style({ margin: 0 });

// A stale line's mark (§4 step 6), under its words, in the danger colours every banner's contrast
// checks cover.
export const newlyIneligible = style([
  frame.tag,
  {
    display: 'inline-block',
    // Its own width on the line's grid and in the narrow screen's column alike.
    gridColumn: '1 / -1',
    justifySelf: 'start',
    alignSelf: 'flex-start',
    margin: 0,
    backgroundColor: vars.color.feedback.danger.background,
    color: vars.color.feedback.danger.text,
  },
]);
