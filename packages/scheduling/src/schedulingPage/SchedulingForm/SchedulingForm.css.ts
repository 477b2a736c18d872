import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// min-width 0 down the tree: the days scroll inside their carousel and never widen the page at 320 px.
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const items = style({ minWidth: 0 });

// Kept in the layout when empty so the phase is announced when it changes.
export const phase = style({ margin: 0, minHeight: '1lh', color: vars.color.text.secondary });
