import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// The confirmation's heading, message and buttons look as the address book panel's do
// (ModalityAddressBook.css.ts); here is only what the book does not show: an address to confirm.

export const suggestion = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({ margin: 0, fontWeight: vars.font.weight.heading });

export const lines = style({ margin: 0, fontStyle: 'normal' });

/**
 * The confirmation's heading takes focus so the step is announced; it is not a control, so it
 * shows no focus ring (as the location consent's steps).
 */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
