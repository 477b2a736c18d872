import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** Lays out several examples side by side in stories, until the layout primitives exist. */
export const storyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });
