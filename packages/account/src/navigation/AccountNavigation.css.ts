import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@aisle/tokens';

// Hidden with CSS rather than a width check, so the server renders the same markup as the browser.
export const navigation = style({
  '@media': { [mediaQueries.mdDown]: { display: 'none' } },
});
