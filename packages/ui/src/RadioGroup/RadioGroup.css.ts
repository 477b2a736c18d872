import { style } from '@vanilla-extract/css';

// Each row is already 44 px tall, which spaces the options.
export const radioList = style({ display: 'flex', flexDirection: 'column' });
