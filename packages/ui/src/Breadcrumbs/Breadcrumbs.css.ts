import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[2]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    // 24 px tall: the WCAG 2.5.8 minimum target, without changing the line's rhythm.
    minHeight: vars.space[6],
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text.linkHover, textDecorationThickness: '2px' } },
  },
]);

export const current = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });

export const separator = style({
  display: 'inline-flex',
  color: vars.color.text.secondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
