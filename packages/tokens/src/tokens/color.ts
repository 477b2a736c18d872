/**
 * Colour arithmetic on sRGB hex strings. Used at build time to derive palettes and to prove
 * (in tests) that every banner meets WCAG 2.2 contrast; nothing here runs in a shopper's browser
 * unless a consumer imports the raw token objects.
 */

export type Hex = `#${string}`;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Expected a colour as #rrggbb, got "${hex}"`);
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function toHex({ r, g, b }: Rgb): Hex {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Mixes `amount` (0–1) of `other` into `base`, in sRGB like CSS `color-mix(in srgb, …)`. */
export function mix(base: Hex, other: Hex, amount: number): Hex {
  const a = parseHex(base);
  const b = parseHex(other);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio between two opaque colours, from 1 to 21. */
export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Darkens (or lightens, towards `towards`) `color` in small steps until it reaches `ratio`
 * against `background`. Designers pick brand colours; this keeps the derived text and border
 * colours legible without hand-tuning 34 banners.
 */
export function ensureContrast(color: Hex, background: Hex, ratio: number, towards: Hex = '#000000'): Hex {
  let candidate = color;
  for (let step = 1; contrast(candidate, background) < ratio; step += 1) {
    if (step > 40) throw new Error(`Cannot reach ${ratio}:1 for ${color} on ${background}`);
    candidate = mix(color, towards, step * 0.025);
  }
  return candidate;
}

/** Whichever of the two text colours reads better on `background`. */
export function readableOn(background: Hex, light: Hex, dark: Hex): Hex {
  return contrast(light, background) >= contrast(dark, background) ? light : dark;
}

/** `#rrggbbaa` for translucent layers (overlays, shadows), so every colour token stays hex. */
export function withAlpha(hex: Hex, alpha: number): Hex {
  parseHex(hex);
  const channel = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${hex}${channel.toString(16).padStart(2, '0')}`;
}
