import type { Hex } from './color';

/** A ten-step scale, lightest (50) to darkest (900). 500 is the colour the scale was built from. */
export type ColorScale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, Hex>;

/** Raw colours. Components never use these: they read the semantic `color` tokens below. */
export type Palette = {
  brand: ColorScale;
  accent: ColorScale;
  neutral: ColorScale & { 0: Hex };
  blue: ColorScale;
  green: ColorScale;
  amber: ColorScale;
  red: ColorScale;
};

export type FeedbackColors = {
  background: Hex;
  text: Hex;
  border: Hex;
};

/** Colours by purpose. Every pair that is read together is checked for WCAG contrast in tests. */
export type SemanticColors = {
  text: {
    primary: Hex;
    secondary: Hex;
    /** For text on `surface.inverse` (checked there, not on the page). */
    inverse: Hex;
    link: Hex;
    linkHover: Hex;
    danger: Hex;
    success: Hex;
  };
  surface: {
    page: Hex;
    raised: Hex;
    sunken: Hex;
    inverse: Hex;
    /** The banner's own colour band (header, hero); `text.onBrand` is read on it. */
    brand: Hex;
    /** Full-screen dimming behind modals and drawers: translucent, `#rrggbbaa`. */
    overlay: Hex;
  };
  border: {
    default: Hex;
    strong: Hex;
    focus: Hex;
  };
  action: {
    primary: { background: Hex; backgroundHover: Hex; text: Hex };
    secondary: { background: Hex; backgroundHover: Hex; text: Hex; border: Hex };
    destructive: { background: Hex; backgroundHover: Hex; text: Hex };
    disabled: { background: Hex; text: Hex };
  };
  onBrand: { text: Hex };
  feedback: Record<'info' | 'success' | 'warning' | 'danger', FeedbackColors>;
};

/** Everything that becomes a CSS custom property in a banner's theme. */
export type ThemeTokens = {
  color: SemanticColors;
  font: {
    family: { body: string; heading: string; mono: string };
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl', string>;
    weight: Record<'regular' | 'medium' | 'semibold' | 'bold' | 'heading', string>;
    lineHeight: Record<'tight' | 'snug' | 'normal', string>;
    letterSpacing: { heading: string };
  };
  /** A 4 px grid: `space[4]` is 16 px. */
  space: Record<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12' | '16', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'full' | 'control' | 'card', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  zIndex: Record<'base' | 'raised' | 'sticky' | 'header' | 'overlay' | 'modal' | 'toast' | 'tooltip', string>;
  motion: {
    duration: Record<'instant' | 'fast' | 'moderate' | 'slow', string>;
    easing: Record<'standard' | 'enter' | 'exit', string>;
  };
  focus: { ringWidth: string; ringOffset: string };
};

/** A banner's complete tokens: the themable values plus the raw palette they were built from. */
export type BannerTokens = ThemeTokens & {
  palette: Palette;
};

/**
 * The theme contract's variables, `var(--aisle-…)`, in the shape of the tokens. Named, so that every
 * build prints `vars` the same way: the compiler expands an unnamed mapped type with its members in
 * whatever order it happened to create them.
 */
export type ThemeVars<Tokens = ThemeTokens> = {
  [Key in keyof Tokens]: Tokens[Key] extends string ? `var(--${string})` : ThemeVars<Tokens[Key]>;
};
