import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// On surface.raised: the selector and the banners' link colours keep their contrast there.
export const row = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  columnGap: vars.space[3],
  rowGap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const unavailable = style({
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const replacement = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const replacementLabel = style({ color: vars.color.text.secondary });

export const replacementName = style({ fontWeight: vars.font.weight.semibold });

export const replacementSize = style({ color: vars.color.text.secondary });

export const noneFound = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** Under the details, in line with them; the picture's column stays clear. */
export const selector = style({ gridColumn: '2', justifySelf: 'start', maxWidth: '100%' });
