import { style } from '@vanilla-extract/css';

/** The panel at the width of a checkout side column (a phone's whole width below it). */
export const column = style({ maxWidth: '24rem' });
