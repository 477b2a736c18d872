import { describe, expect, it } from 'vitest';
import { getBannerTokens } from '../banners/banners';
import { cssVariableName, cssVariables, themeTokensOf } from './cssVariables';

describe('cssVariableName()', () => {
  it('prefixes, joins and kebab-cases a token path', () => {
    expect(cssVariableName(['color', 'action', 'primary', 'backgroundHover'])).toBe(
      'aisle-color-action-primary-background-hover',
    );
  });
});

describe('cssVariables()', () => {
  it('given two banners, declares exactly the same variable names', () => {
    const names = (id: string) => cssVariables(themeTokensOf(getBannerTokens(id))).map(([name]) => name);
    expect(names('harristeeter')).toEqual(names('kroger'));
  });

  it('leaves the raw palette out of the theme', () => {
    const names = cssVariables(themeTokensOf(getBannerTokens('kroger'))).map(([name]) => name);
    expect(names.some((name) => name.includes('palette'))).toBe(false);
    expect(names).toContain('--aisle-color-text-primary');
    expect(names).toContain('--aisle-space-4');
  });
});
