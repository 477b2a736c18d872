import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const none = style({ margin: 0, color: vars.color.text.primary });
