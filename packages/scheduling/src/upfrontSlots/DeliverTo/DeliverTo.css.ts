import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The address and its action share a line when they fit, and wrap under each other when not.
export const deliverTo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.card,
  // Raised, not sunken: the link colour of some banners is too faint on the sunken surface.
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
});

export const text = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({ fontWeight: vars.font.weight.semibold });
