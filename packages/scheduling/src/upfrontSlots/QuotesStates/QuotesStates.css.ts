import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

// Only as many placeholder days as fit: the rest would be clipped, not scrolled.
export const loadingDays = style({ display: 'flex', gap: vars.space[2], overflow: 'hidden' });
