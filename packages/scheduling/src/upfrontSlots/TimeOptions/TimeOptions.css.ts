import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const times = style({ minWidth: 0 });

/** The EXPRESS mark beside the window: a small pill, read as part of the time's name. */
export const express = style({
  display: 'inline-block',
  marginInlineStart: vars.space[1],
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.feedback.info.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.feedback.info.background,
  color: vars.color.feedback.info.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  verticalAlign: 'middle',
});
