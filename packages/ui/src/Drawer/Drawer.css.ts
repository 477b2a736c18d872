import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { enterFrom } from '../private/Overlay.css';

const sidePanel = { top: 0, bottom: 0, width: '100%', maxWidth: '480px' } as const;

// `styleVariants` rather than `recipe`, as in Modal: one variant needs no runtime.
/** A panel against one edge of the viewport: full width on phones, 480 px at most beside the page. */
export const side = styleVariants({
  right: { ...sidePanel, right: 0, vars: { [enterFrom]: 'translateX(100%)' } },
  left: { ...sidePanel, left: 0, vars: { [enterFrom]: 'translateX(-100%)' } },
  bottom: {
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '85%',
    borderTopLeftRadius: vars.radius.card,
    borderTopRightRadius: vars.radius.card,
    vars: { [enterFrom]: 'translateY(100%)' },
  },
});
