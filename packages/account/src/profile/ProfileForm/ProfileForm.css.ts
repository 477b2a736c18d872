import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The form reads its own width, not the viewport's: beside the account navigation on a tablet it
 * has less room than on a phone held sideways.
 */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  containerType: 'inline-size',
});

/** First and last name, mobile and home phone: a pair side by side once both labels fit. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[4],
  '@container': { '(min-width: 32rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The e-mail address, shown but not a field: the shopper's sign-in. */
export const fixed = style({ display: 'grid', gap: vars.space[1], margin: 0 });

export const fixedLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const fixedValue = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const note = style({ display: 'block', color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
