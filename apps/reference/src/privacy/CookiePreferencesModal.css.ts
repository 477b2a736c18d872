import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Read as a choice that is not one: the label, then why it is always on. */
export const necessary = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const necessaryLabel = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
