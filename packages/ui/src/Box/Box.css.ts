import { style } from '@vanilla-extract/css';

/** Box starts from nothing: no margin, border-box sizing, so props alone decide its layout. */
export const reset = style({ margin: 0, boxSizing: 'border-box', minWidth: 0 });
