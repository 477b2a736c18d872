import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/**
 * One column on phones and tablets, in reading order: the thanks, the details, the items, the
 * payment summary, the next steps, the notes. From 1024 px the summary moves to a column of its own
 * beside the rest, held in view while the page scrolls; the last row takes the left column's slack.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"intro" "details" "items" "summary" "next" "help"',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
  '@media': {
    [mediaQueries.mdUp]: { padding: vars.space[6] },
    [mediaQueries.lgUp]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)',
      gridTemplateAreas: '"intro intro" "details summary" "items summary" "next summary" "help summary"',
      gridTemplateRows: 'auto auto auto auto 1fr',
      columnGap: vars.space[8],
    },
  },
});

export const intro = style({ gridArea: 'intro', display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const details = style({ gridArea: 'details' });
export const items = style({ gridArea: 'items' });
export const next = style({ gridArea: 'next' });
export const help = style({
  gridArea: 'help',
  alignSelf: 'start',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space[4],
});

export const summary = style({
  gridArea: 'summary',
  alignSelf: 'start',
  '@media': { [mediaQueries.lgUp]: { position: 'sticky', top: vars.space[4] } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.mdUp]: { fontSize: vars.font.size['3xl'] } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const secondary = style({ color: vars.color.text.secondary });

// The order id is long: it may break anywhere rather than widen a phone's page.
export const orderLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// The details and their map: stacked on a phone, the map a strip; side by side from 480 px.
export const detailsBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [mediaQueries.smUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 14rem)' } },
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

export const factLabel = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const mapFrame = style({ position: 'relative', minWidth: 0 });

export const map = style({
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  boxSizing: 'border-box',
});

export const pin = style({
  position: 'absolute',
  left: '50%',
  bottom: '50%',
  width: '24px',
  height: '32px',
  transform: 'translateX(-50%)',
  fill: vars.color.action.primary.background,
  stroke: vars.color.surface.raised,
  strokeWidth: 1.5,
});

export const pinDot = style({ fill: vars.color.surface.raised, stroke: 'none' });

/** The items' expander is the section's heading: the heading's size and colour. */
export const itemsTrigger = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  color: vars.color.text.primary,
});

export const itemList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  marginTop: vars.space[2],
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'baseline',
  columnGap: vars.space[3],
  paddingBlock: vars.space[2],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const quantity = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const price = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[6],
  lineHeight: vars.font.lineHeight.normal,
});

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const otherCart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
});
