import { ensureContrast, mix, readableOn, withAlpha, type Hex } from './color';
import {
  focus,
  fontFamilies,
  fontSize,
  lineHeight,
  motion,
  radiusStyles,
  space,
  zIndex,
  type FontChoice,
  type RadiusStyle,
} from './base';
import type { BannerTokens, ColorScale, Palette } from './tokenType';

/** What a designer chooses for a banner; everything else is derived from it. */
export interface BrandInput {
  /** The banner's main colour: header band, primary buttons. */
  brand: Hex;
  /** A second colour for highlights and the wordmark. */
  accent: Hex;
  bodyFont: FontChoice;
  headingFont: FontChoice;
  headingWeight: 600 | 700 | 800;
  radius: RadiusStyle;
  /** The page background; white unless the banner has a warmer paper tone. */
  page?: Hex;
  /** How much of the brand colour tints the greys, 0–0.15. */
  neutralTint?: number;
}

const white: Hex = '#ffffff';
const black: Hex = '#000000';
const grey: Omit<Palette['neutral'], 0> = {
  50: '#f6f7f8',
  100: '#eceef0',
  200: '#d9dce0',
  300: '#bfc3c9',
  400: '#979ca5',
  500: '#6f747e',
  600: '#555a63',
  700: '#41454d',
  800: '#2b2e34',
  900: '#1a1c20',
};

/** Tints towards white above 500 and shades towards black below it. */
export function scaleFrom(base: Hex): ColorScale {
  return {
    50: mix(base, white, 0.93),
    100: mix(base, white, 0.85),
    200: mix(base, white, 0.68),
    300: mix(base, white, 0.48),
    400: mix(base, white, 0.24),
    500: base,
    600: mix(base, black, 0.14),
    700: mix(base, black, 0.28),
    800: mix(base, black, 0.42),
    900: mix(base, black, 0.56),
  };
}

function paletteFor(input: BrandInput): Palette {
  const tint = input.neutralTint ?? 0.05;
  const neutral = Object.fromEntries(
    Object.entries(grey).map(([step, hex]) => [step, mix(hex, input.brand, tint)]),
  ) as Omit<Palette['neutral'], 0>;
  return {
    brand: scaleFrom(input.brand),
    accent: scaleFrom(input.accent),
    neutral: { 0: white, ...neutral },
    blue: scaleFrom('#1f6fd1'),
    green: scaleFrom('#1e8a4c'),
    amber: scaleFrom('#d89a0b'),
    red: scaleFrom('#d1332b'),
  };
}

/** A filled colour and the text on it, darkened or lightened until the text reads at 4.5:1. */
function filled(background: Hex, light: Hex, dark: Hex) {
  const text = readableOn(background, light, dark);
  const adjusted = ensureContrast(background, text, 4.5, text === light ? black : white);
  const hover = ensureContrast(mix(adjusted, text === light ? black : white, 0.14), text, 4.5);
  return { background: adjusted, backgroundHover: hover, text };
}

function feedback(scale: ColorScale) {
  return {
    background: scale[50],
    text: ensureContrast(scale[800], scale[50], 4.5),
    border: scale[400],
  };
}

export function resolveTokens(input: BrandInput): BannerTokens {
  const palette = paletteFor(input);
  const { neutral, brand, red, green } = palette;
  const page = input.page ?? white;
  const raised = white;
  // Text must read on both the page and raised panels; checking the darker of the two suffices.
  const onSurfaces = (color: Hex, ratio = 4.5) => ensureContrast(ensureContrast(color, page, ratio), raised, ratio);
  const link = onSurfaces(brand[600]);
  const primary = filled(input.brand, white, neutral[900]);

  return {
    palette,
    color: {
      text: {
        primary: neutral[900],
        secondary: onSurfaces(neutral[600]),
        inverse: white,
        link,
        linkHover: onSurfaces(mix(link, black, 0.2)),
        danger: onSurfaces(red[600]),
        success: onSurfaces(green[700]),
      },
      surface: {
        page,
        raised,
        sunken: neutral[50],
        inverse: neutral[900],
        brand: primary.background,
        overlay: withAlpha(neutral[900], 0.6),
      },
      border: {
        default: neutral[200],
        strong: onSurfaces(neutral[500], 3),
        focus: onSurfaces(brand[600], 3),
      },
      action: {
        primary,
        secondary: {
          background: raised,
          backgroundHover: brand[50],
          text: ensureContrast(link, brand[50], 4.5),
          border: onSurfaces(brand[500], 3),
        },
        destructive: filled(red[600], white, neutral[900]),
        disabled: { background: neutral[100], text: neutral[600] },
      },
      onBrand: { text: primary.text },
      feedback: {
        info: feedback(palette.blue),
        success: feedback(palette.green),
        warning: feedback(palette.amber),
        danger: feedback(palette.red),
      },
    },
    font: {
      family: {
        body: fontFamilies[input.bodyFont],
        heading: fontFamilies[input.headingFont],
        mono: fontFamilies.mono,
      },
      size: fontSize,
      weight: { regular: '400', medium: '500', semibold: '600', bold: '700', heading: String(input.headingWeight) },
      lineHeight,
      letterSpacing: { heading: input.headingFont === 'fraunces' ? '0' : '-0.01em' },
    },
    space,
    radius: radiusStyles[input.radius],
    shadow: {
      sm: `0 1px 2px ${withAlpha(neutral[900], 0.08)}`,
      md: `0 2px 8px ${withAlpha(neutral[900], 0.12)}`,
      lg: `0 12px 32px ${withAlpha(neutral[900], 0.2)}`,
    },
    zIndex,
    motion,
    focus,
  };
}
