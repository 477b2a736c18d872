import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The form reads its own width: the postal code and the buttons go side by side once it has room. */
export const form = style({ margin: 0, containerType: 'inline-size' });

// Side by side, the buttons line up with the input rather than its label and hint.
export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@container': {
    '(min-width: 36rem)': { gridTemplateColumns: 'minmax(0, 24rem) auto', alignItems: 'end' },
  },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** '3 stores found near 45202.', or nothing before a search answers. */
export const count = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** The spec's no-stores sentence: plain, on the sunken surface, not an error. */
export const none = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
});

/** The list's own marks and indent go: each store is a card. */
export const results = style({ padding: 0, listStyle: 'none' });

export const result = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

/** Stands where the other stores have their button: the current store cannot be chosen again. */
export const current = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.feedback.success.border}`,
  backgroundColor: vars.color.feedback.success.background,
  color: vars.color.feedback.success.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
