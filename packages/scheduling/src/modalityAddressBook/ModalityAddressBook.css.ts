import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const problem = style({ margin: 0, color: vars.color.text.danger });

export const links = style({ margin: 0 });

/** 'Show {count} More Addresses': under the tiles, at their left edge, not stretched across. */
export const showMore = style({ alignSelf: 'flex-start' });
