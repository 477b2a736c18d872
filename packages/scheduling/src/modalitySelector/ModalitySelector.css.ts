import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const selector = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] });

export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
});

export const failure = style({ margin: 0, color: vars.color.text.danger });
