import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';

export const root = style({ position: 'relative', display: 'inline-block' });

export const chevron = style({ marginInlineStart: vars.space[1], flexShrink: 0 });

export const menu = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.zIndex.overlay,
    boxSizing: 'border-box',
    minWidth: '11rem',
    margin: 0,
    padding: vars.space[1],
    backgroundColor: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
  },
  variants: {
    align: { start: { insetInlineStart: 0 }, end: { insetInlineEnd: 0 } },
    // Below the trigger unless the viewport has no room there (measured when it opens).
    placement: {
      below: { top: `calc(100% + ${vars.space[1]})` },
      above: { bottom: `calc(100% + ${vars.space[1]})` },
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The focused item is the active one, by pointer or by keys, so focus itself is the highlight.
    '&:focus': { backgroundColor: vars.color.surface.sunken, boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    '&[aria-disabled="true"]': { color: vars.color.text.secondary, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&:focus': { outline: '2px solid Highlight', outlineOffset: '-2px' } } },
  },
});
