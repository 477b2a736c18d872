import type { BannerTokens, ThemeTokens } from './tokenType';

/** The public name of a theme variable: `['color','text','primary']` → `aisle-color-text-primary`. */
export function cssVariableName(path: readonly string[]): string {
  return ['aisle', ...path].map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-');
}

/** The themable part of a banner's tokens (the raw palette stays out of CSS: components must not use it). */
export function themeTokensOf({ palette: _palette, ...theme }: BannerTokens): ThemeTokens {
  return theme;
}

/** Every theme variable of a banner as `[--name, value]`, in declaration order. */
export function cssVariables(tokens: ThemeTokens): [string, string][] {
  const entries: [string, string][] = [];
  const walk = (node: object, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null) walk(value, [...path, key]);
      else entries.push([`--${cssVariableName([...path, key])}`, String(value)]);
    }
  };
  walk(tokens, []);
  return entries;
}
