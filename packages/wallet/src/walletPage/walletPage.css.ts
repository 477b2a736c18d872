import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

const { text, border, surface } = vars.color;

// The flyout's card forms look the same: one set of classes.
export { form, note } from '../cardFields/cardFields.css';

/** The whole page: heading, messages, cards and forms, one above another, then the footer. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
  '@media': { [mediaQueries.mdUp]: { gap: vars.space[8] } },
});

/** Headings take focus from script after a card is deleted: no ring on a non-control. */
export const heading = style({
  margin: 0,
  color: text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mediaQueries.mdUp]: { fontSize: vars.font.size['3xl'] } },
});

/** Cards on the left and the add forms on the right from the desktop width; one column below it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mediaQueries.lgUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space[8] } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const sectionHeading = style({
  margin: 0,
  color: text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
});

/** One card: its name and details, its buttons, and its edit form when open. */
export const card = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: surface.raised,
  minWidth: 0,
});

/**
 * Name and details beside the buttons in a card of 26rem or more; under them in a narrower one.
 * Decided by the card's width, not by how long its words are, so every card of a list has the same
 * layout, and it stays the same when the banner's typeface replaces its fallback.
 */
export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  '@container': {
    '(min-width: 26rem)': { flexDirection: 'row', justifyContent: 'space-between' },
  },
});

export const cardName = style({
  margin: 0,
  color: text.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** Added to `CardDetails`: a little room under the card's name. */
export const details = style({ margin: 0, marginBlockStart: vars.space[1] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', flexShrink: 0, gap: vars.space[2] });

/** An add form's panel: the toggle button above the form it opens. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: surface.raised,
  minWidth: 0,
  '@media': { [mediaQueries.mdUp]: { padding: vars.space[6] } },
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

/**
 * The cards' place while they load, shaped like the list (a heading, two cards) and at least a
 * screen tall: the legal footer starts below the fold, so the list arriving does not visibly push
 * it (layout shift). Only a wallet shorter than the screen brings the footer up afterwards.
 */
export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minHeight: '100svh' });

/** A card's outline while it loads. */
export const loadingCard = style({ borderRadius: vars.radius.card });

/** The billing address's fields, grouped without the browser's fieldset frame. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  color: text.primary,
  fontWeight: vars.font.weight.semibold,
});

/** The heading around an add form's button: the button carries the words and the look. */
export const panelHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

/** The add form's title for the chosen Payment Type ('Add a Credit or Debit Card'). */
export const formHeading = style({
  margin: 0,
  color: text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

/** A heading or a card's name given focus from script (a form opened, a check done): no ring on a non-control. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
