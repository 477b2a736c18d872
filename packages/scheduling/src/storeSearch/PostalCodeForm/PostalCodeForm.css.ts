import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// The form is the container its layout reads: the same form sits in a page column, a modal and a tab.
export const container = style({ containerType: 'inline-size' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@container': {
    '(min-width: 30rem)': { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

// Only side by side: in the narrow column a 12rem basis is a height, a gap under the field.
export const field = style({
  minWidth: 0,
  '@container': { '(min-width: 30rem)': { flex: '1 1 12rem' } },
});

// Side by side, the buttons line up with the input, below the field's label.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  '@container': {
    '(min-width: 30rem)': {
      flexWrap: 'nowrap',
      paddingTop: `calc(${vars.font.size.md} * ${vars.font.lineHeight.snug} + ${vars.space[2]})`,
    },
  },
});
