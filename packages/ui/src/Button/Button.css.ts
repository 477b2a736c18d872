import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

const { action } = vars.color;

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      border: '1px solid transparent',
      borderRadius: vars.radius.control,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: action.primary.background,
        color: action.primary.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: action.primary.backgroundHover },
        },
      },
      secondary: {
        backgroundColor: action.secondary.background,
        color: action.secondary.text,
        borderColor: action.secondary.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: action.secondary.backgroundHover },
        },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surface.sunken },
        },
      },
      // Looks like a link and sits in running text, but acts (and is announced) as a button.
      link: {
        minHeight: 'auto',
        padding: 0,
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        fontWeight: vars.font.weight.regular,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.text.linkHover } },
      },
      destructive: {
        backgroundColor: action.destructive.background,
        color: action.destructive.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: action.destructive.backgroundHover },
        },
      },
    },
    size: {
      small: { minHeight: '32px', paddingInline: vars.space[3], fontSize: vars.font.size.sm },
      medium: { minHeight: '44px', paddingInline: vars.space[5], fontSize: vars.font.size.md },
      large: { minHeight: '52px', paddingInline: vars.space[6], fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    // Disabled (not busy) buttons share one quiet look across variants.
    disabled: {
      true: { backgroundColor: action.disabled.background, color: action.disabled.text, borderColor: 'transparent' },
      false: {},
    },
  },
  // The link variant keeps its text-like size whatever the size prop says.
  compoundVariants: (['small', 'medium', 'large'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: { minHeight: 'auto', paddingInline: 0 },
  })),
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false, disabled: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busyIndicator = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
