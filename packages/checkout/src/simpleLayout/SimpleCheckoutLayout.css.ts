import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const header = style({
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

/**
 * On a phone, Back and the logo share the first row with the logo centred, the links the second.
 * From a tablet on, one row: Back, the logo in the middle, the links at the end.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateAreas: '"back logo ." "links links links"',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[2],
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  boxSizing: 'border-box',
  '@media': {
    [mediaQueries.mdUp]: { gridTemplateAreas: '"back logo links"', paddingInline: vars.space[6] },
  },
});

/** Every link in the header is a 44 px target, though its words are shorter. */
const target = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
} as const;

export const back = style({ ...target, gridArea: 'back', justifySelf: 'start', gap: vars.space[1] });

export const backArrow = style({ width: '1em', height: '1em', flexShrink: 0 });

/** The logo is drawn for a 177-wide box; phones get a smaller one, as in the storefront's header. */
export const logo = style({
  gridArea: 'logo',
  display: 'block',
  width: 'auto',
  height: '2.5rem',
  '@media': { [mediaQueries.mdUp]: { height: '3rem' } },
});

/** The links keep their own width, centred under the logo on a phone, at the end from a tablet on. */
export const nav = style({
  gridArea: 'links',
  justifySelf: 'center',
  '@media': { [mediaQueries.mdUp]: { justifySelf: 'end' } },
});

// A plain list, not the library's Inline: the frame also wraps the scheduling step, which has no
// other use for the layout primitives' style runtime (3 kB).
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Each link is already a 44 px target: wrapped rows need no gap of their own.
  columnGap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLinks = style([links, { justifyContent: 'center' }]);

export const link = style(target);

// Focused only from the skip link, to move the reading point: no ring around the whole page.
export const main = style({ flexGrow: 1, outline: 'none' });

export const footer = style({
  background: vars.color.surface.raised,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  padding: vars.space[4],
  '@media': { [mediaQueries.mdUp]: { paddingInline: vars.space[6] } },
});
