import type { ThemeTokens } from './tokenType';

/**
 * Font stacks; the named families ship with the package, each with a metric-matched fallback face
 * (see `fonts/fonts.css`), so a page may load the typefaces after its first paint without moving.
 */
export const fontFamilies = {
  inter: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  sourceSans:
    "'Source Sans 3 Variable', 'Source Sans 3', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  nunitoSans:
    "'Nunito Sans Variable', 'Nunito Sans', 'Nunito Sans Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  fraunces: "'Fraunces Variable', 'Fraunces', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export type FontChoice = Exclude<keyof typeof fontFamilies, 'mono'>;

/** Corner styles a banner chooses from. `control` rounds buttons and fields, `card` rounds panels. */
export const radiusStyles = {
  square: { none: '0', sm: '2px', md: '4px', lg: '6px', full: '9999px', control: '2px', card: '4px' },
  soft: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px', control: '6px', card: '8px' },
  round: { none: '0', sm: '6px', md: '12px', lg: '20px', full: '9999px', control: '9999px', card: '16px' },
} as const satisfies Record<string, ThemeTokens['radius']>;

export type RadiusStyle = keyof typeof radiusStyles;

export const space: ThemeTokens['space'] = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
};

export const fontSize: ThemeTokens['font']['size'] = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
};

export const lineHeight: ThemeTokens['font']['lineHeight'] = { tight: '1.2', snug: '1.35', normal: '1.5' };

export const zIndex: ThemeTokens['zIndex'] = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  overlay: '1000',
  modal: '1100',
  toast: '1200',
  tooltip: '1300',
};

/** Durations the specs name: 200 ms (spinner delay, pin), 300 ms (accordion). */
export const motion: ThemeTokens['motion'] = {
  duration: { instant: '0ms', fast: '150ms', moderate: '200ms', slow: '300ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
};

export const focus: ThemeTokens['focus'] = { ringWidth: '2px', ringOffset: '2px' };

/**
 * Breakpoints the specs use, as min-widths in px. Media queries cannot read custom properties,
 * so these are constants rather than theme variables.
 */
export const breakpoints = {
  /** Phones end at 479. */
  sm: 480,
  /** Checkout: one column at 674 px or narrower, two from 675. */
  checkoutTwoColumn: 675,
  /** Tablets: 767/768; the account's left navigation shows from here (its "md"). */
  md: 768,
  /** Desktop: 1023/1024. */
  lg: 1024,
  /** Wide: 1919/1920. */
  xl: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` conditions for each breakpoint, `up` from it and `down` to just below it. */
export const mediaQueries = Object.fromEntries(
  Object.entries(breakpoints).flatMap(([name, px]) => [
    [`${name}Up`, `screen and (min-width: ${px}px)`],
    [`${name}Down`, `screen and (max-width: ${px - 1}px)`],
  ]),
) as Record<`${Breakpoint}${'Up' | 'Down'}`, string>;
