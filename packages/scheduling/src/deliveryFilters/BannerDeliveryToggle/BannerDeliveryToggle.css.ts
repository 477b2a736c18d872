import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const toggle = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/**
 * The tooltip, in the page flow under the switch it explains: raised, since it holds a button
 * drawn as a link, with a small pointer up to the switch.
 */
export const callout = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '-6px',
      insetInlineStart: vars.space[4],
      width: '10px',
      height: '10px',
      borderTop: `1px solid ${vars.color.border.default}`,
      borderLeft: `1px solid ${vars.color.border.default}`,
      backgroundColor: vars.color.surface.raised,
      transform: 'rotate(45deg)',
    },
  },
});

export const tip = style({
  flex: '1 1 14rem',
  minWidth: 0,
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const dismiss = style({ flexShrink: 0 });
