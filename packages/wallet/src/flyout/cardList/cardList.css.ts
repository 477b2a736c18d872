import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

const { text, border, surface } = vars.color;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const groupHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const tileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A card without a radio: the same border and padding as a RadioTile, so the groups line up. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: surface.raised,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.action.secondary.border,
      boxShadow: `inset 0 0 0 1px ${vars.color.action.secondary.border}`,
    },
    '&:has(input:disabled)': { backgroundColor: surface.sunken },
  },
});

export const tileTitle = style({ fontWeight: vars.font.weight.semibold, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const note = style({ margin: 0, color: text.secondary, fontSize: vars.font.size.sm });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space[8] });
