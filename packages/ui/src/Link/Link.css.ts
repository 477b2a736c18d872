import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
    },
  },
]);

export const quiet = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
