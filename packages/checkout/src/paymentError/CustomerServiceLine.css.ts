import { style } from '@vanilla-extract/css';

/** A phone number reads as one: it moves to the next line whole rather than break at a hyphen. */
export const phone = style({ whiteSpace: 'nowrap' });
