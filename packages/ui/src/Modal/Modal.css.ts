import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@aisle/tokens';
import { enterFrom } from '../private/Overlay.css';

/** Centred in the viewport; on a phone it spans the width less a margin each side. */
const centred = style({
  vars: { [enterFrom]: `translateY(${vars.space[4]})` },
  inset: 0,
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space[4]})`,
  height: 'fit-content',
  maxHeight: `calc(100% - 2 * ${vars.space[4]})`,
  borderRadius: vars.radius.card,
  '@media': { [mediaQueries.mdUp]: { maxHeight: `calc(100% - 2 * ${vars.space[12]})` } },
});

// `styleVariants` rather than `recipe`: one variant needs no runtime, and the recipe runtime alone
// (~0.8 kB gzip) would take Modal past its budget of 1.10 × Radix Dialog.
export const width = styleVariants({
  small: [centred, { maxWidth: '400px' }],
  /** The account modal's default width. */
  default: [centred, { maxWidth: '500px' }],
  /** The address form's width. */
  wide: [centred, { maxWidth: '650px' }],
});
