import { mediaQueries } from '@aisle/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const stepper = style({});

// The Stepper draws its line as the hidden span after each step's words, 48 px ('short'); it has
// no width per breakpoint, so the line is widened here to 107 px from 768 px (ambiguity 21). Were
// the Stepper to draw it otherwise, the line would stay 48 px: short, never broken.
globalStyle(`${stepper} > li > span[aria-hidden="true"]`, {
  '@media': { [mediaQueries.mdUp]: { width: '107px' } },
});
