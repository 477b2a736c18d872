import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** A form-width column for field stories: fields fill their container, as in a real form. */
export const storyForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '28rem',
});

/** A wider column for tiles, which carry actions beside their text. */
export const storyWideForm = style([storyForm, { maxWidth: '40rem' }]);

/** Stands in for the next thing on the page, so Tab has somewhere to go. */
export const storyAfter = style({ fontFamily: vars.font.family.body, color: vars.color.text.secondary });
