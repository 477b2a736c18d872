import { style } from '@vanilla-extract/css';

/** As wide as the address-form modal lets the form be (spec §9: 650 px). */
export const storyFrame = style({ width: '100%', maxWidth: '650px' });

/** The room the form has beside the account navigation on a 768 px tablet. */
export const narrowColumn = style({ width: '100%', maxWidth: '28.5rem' });
