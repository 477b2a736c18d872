import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const communityRewards = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const lead = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const detail = style({ margin: 0, color: vars.color.text.secondary });
