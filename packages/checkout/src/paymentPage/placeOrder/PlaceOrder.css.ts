import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const placeOrder = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
