import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// Name and facts on the left, the action on the right once the card has room; stacked below.
export const card = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  // The card is the container its layout reads: a query styles only what is inside it.
  containerType: 'inline-size',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateAreas: '"heading" "address" "facts" "action"',
  gap: vars.space[2],
  '@container': {
    '(min-width: 30rem)': {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"heading action" "address action" "facts action"',
      columnGap: vars.space[4],
    },
  },
});

export const heading = style({
  gridArea: 'heading',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
});

export const mark = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.feedback.success.background,
  color: vars.color.feedback.success.text,
  border: `1px solid ${vars.color.feedback.success.border}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const address = style({ gridArea: 'address', margin: 0, color: vars.color.text.secondary });

export const line = style({ display: 'block' });

export const facts = style({
  gridArea: 'facts',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const open = style({ color: vars.color.text.success, fontWeight: vars.font.weight.semibold });
export const closed = style({ color: vars.color.text.danger, fontWeight: vars.font.weight.semibold });

export const action = style({ gridArea: 'action', alignSelf: 'center' });
