import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Label and value side by side, wrapping under each other on a narrow screen. */
export const fact = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[4] });

export const label = style({ minWidth: '11rem', color: vars.color.text.secondary });

export const value = style({ margin: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
