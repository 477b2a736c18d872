import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const noTimes = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

/** The message and the button: full width on phones, the button at the end from tablets up. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[2],
  '@media': { [mediaQueries.mdUp]: { alignItems: 'flex-end' } },
});

export const notice = style({ margin: 0, color: vars.color.text.danger, fontWeight: vars.font.weight.medium });

export const reserve = style({
  width: '100%',
  '@media': { [mediaQueries.mdUp]: { width: 'auto', minWidth: '14rem' } },
});
