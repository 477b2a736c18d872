import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  textAlign: 'center',
});

export const message = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });
