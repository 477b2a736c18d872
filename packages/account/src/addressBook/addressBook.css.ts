import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** A whole address book screen: heading, messages, actions and cards, one above another. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  '@media': { [mediaQueries.mdUp]: { gap: vars.space[6] } },
});

/** The screen's heading; focusable from script so a new view can announce itself. */
/**
 * Headings take focus when a view changes, so screen readers start there; they are not controls,
 * so they draw no focus ring (which would also cross the modal's close button).
 */
const focusTarget = { selectors: { '&:focus': { outline: 'none' } } } as const;

export const heading = style({
  ...focusTarget,
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.mdUp]: { fontSize: vars.font.size['3xl'] } },
});

/** A view's heading inside a modal, sized like the address form's title. */
export const viewHeading = style({
  ...focusTarget,
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

/** A section's heading ('Current Address', 'Other Addresses'). */
export const sectionHeading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * The cards, as many across as fit at 15rem or more, never more than three: beside the navigation
 * on a tablet that is one, with room for Edit and Remove side by side; three on a wide screen.
 */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: `repeat(auto-fill, minmax(max(min(15rem, 100%), calc((100% - 2 * ${vars.space[4]}) / 3)), 1fr))`,
});

export const card = style({ height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** The 'Mailing Address' label above a card's lines. */
export const label = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const lines = style({
  margin: 0,
  fontStyle: 'normal',
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** A card's buttons, at its foot and wrapping on a narrow phone. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBlockStart: 'auto',
});

/** A row of buttons under a view. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const body = style({ margin: 0, color: vars.color.text.primary, lineHeight: vars.font.lineHeight.normal });

/** The spinner, centred where the cards will be. */
export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space[8] });

/** Narrow enough to read on a wide screen; the legacy editor is a page, not a modal. */
export const editor = style({ width: '100%', maxWidth: '650px' });
