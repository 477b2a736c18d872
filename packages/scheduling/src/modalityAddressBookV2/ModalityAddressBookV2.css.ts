import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// The panel, its titles, buttons and messages are the address book's (ModalityAddressBook.css.ts);
// here is only what v2 adds: its two sections and the current address's card.

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
});

export const lines = style({ margin: 0, fontStyle: 'normal' });

export const mark = style({ color: vars.color.text.secondary });

/**
 * A section's heading takes focus when the book comes back (after Cancel or a deletion) so the
 * shopper hears where they are; it is not a control, so it shows no focus ring.
 */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** The deletion's notice: an empty live region takes no room, a filled one sits above the book. */
export const notice = style({
  margin: 0,
  color: vars.color.text.secondary,
  selectors: { '&:not(:empty)': { marginBottom: vars.space[4] } },
});
