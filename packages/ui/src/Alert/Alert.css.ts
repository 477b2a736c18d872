import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';
import { feedbackTone } from '../private/feedbackMessage.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    border: '1px solid',
    // A thick leading edge marks the banner out from cards without relying on colour alone.
    borderInlineStartWidth: vars.space[1],
    borderRadius: vars.radius.card,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: { tone: feedbackTone },
  defaultVariants: { tone: 'info' },
});
