import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The links in a row that wraps; one per line on a narrow phone. */
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.smUp]: { flexDirection: 'row', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[6]}` },
  },
});

export const text = style({ margin: 0 });
