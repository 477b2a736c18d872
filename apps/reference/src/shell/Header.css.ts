import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';
import { container } from './shell.css';

export const header = style({
  background: vars.color.surface.brand,
  color: vars.color.onBrand.text,
  boxShadow: vars.shadow.sm,
});

export const bar = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
  },
]);

const focusRing = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.onBrand.text}`,
  outlineOffset: vars.focus.ringOffset,
};

/**
 * The logo sits on a light plate: some banners' wordmarks are drawn in their brand colour, which
 * would vanish on the brand band.
 */
export const home = style({
  display: 'inline-flex',
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: { '&:focus-visible': focusRing },
});

/** The logo is drawn for a 177-wide box; phones get a smaller one. */
export const logo = style({
  display: 'block',
  width: 'auto',
  height: '2.5rem',
  '@media': { [mediaQueries.mdUp]: { height: '3rem' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.control,
  color: vars.color.onBrand.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const navButton = navLink;

export const active = style({ textDecoration: 'underline', textUnderlineOffset: '0.3em' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: vars.zIndex.tooltip,
  padding: vars.space[3],
  borderRadius: vars.radius.control,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}` },
  },
});

/**
 * The way of shopping: a row of its own under the logo and links on a phone, between them from a
 * tablet on. Its width does not follow its words, so the links do not move when the shopper's
 * choice replaces the server's 'Choose how you shop' after hydration.
 */
export const shoppingMethod = style([
  navLink,
  {
    order: 3,
    flexBasis: '100%',
    justifyContent: 'flex-start',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    display: 'block',
    lineHeight: '2.75rem',
    textAlign: 'start',
    border: `1px solid color-mix(in srgb, ${vars.color.onBrand.text} 40%, transparent)`,
    '@media': {
      [mediaQueries.mdUp]: { order: 0, flexBasis: '18rem', flexGrow: 0, marginInlineStart: 'auto' },
    },
  },
]);
