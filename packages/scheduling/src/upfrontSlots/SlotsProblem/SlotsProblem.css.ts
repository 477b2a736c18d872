import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// Centred and quiet, with one clear next step, as the store search's empty and failed states.
export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
  textAlign: 'center',
});

export const icon = style({ width: '48px', height: '48px', color: vars.color.text.secondary });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], maxWidth: '36rem' });

export const message = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
