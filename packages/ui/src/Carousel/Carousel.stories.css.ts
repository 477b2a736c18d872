import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

const card = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '72px',
  padding: vars.space[2],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
} as const;

export const tile = style(card);

export const dayButton = style([
  card,
  {
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.action.primary.background,
        boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.background}`,
        fontWeight: vars.font.weight.semibold,
      },
      '&:focus-visible': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focus.ringOffset,
      },
    },
  },
]);

export const secondary = style({ color: vars.color.text.secondary });
