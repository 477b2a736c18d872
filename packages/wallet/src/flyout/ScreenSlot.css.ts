import { style } from '@vanilla-extract/css';

/** The active screen's parts stay direct flex items of the panel, as if the slot were not there. */
export const active = style({ display: 'contents' });
