import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

// Stand-ins for the overlay stories, until the form fields exist.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontWeight: vars.font.weight.medium,
});

export const input = style([
  focusRing,
  {
    minHeight: '44px',
    boxSizing: 'border-box',
    padding: `0 ${vars.space[3]}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.primary,
    font: 'inherit',
    fontWeight: vars.font.weight.regular,
  },
]);

/** A page taller than the screen, so it has a scrollbar for the scroll lock to remove. */
export const tallPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minHeight: '180vh' });

/** Centred like a page's main column: it would move sideways if the scrollbar's width were not made up. */
export const centredColumn = style({
  width: '60%',
  marginInline: 'auto',
  padding: vars.space[4],
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
});
