import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';
import { container } from './shell.css';

export const footer = style({
  marginBlockStart: vars.space[10],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  // The page's own surface: every banner's link colour is checked for contrast on it.
  background: vars.color.surface.page,
});

export const inner = style([
  container,
  { display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingBlock: vars.space[6] },
]);

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
