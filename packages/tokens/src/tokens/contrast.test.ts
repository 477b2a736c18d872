import { describe, expect, it } from 'vitest';
import { banners, getBannerTokens } from '../banners/banners';
import { contrast } from './color';

/**
 * WCAG 2.2 AA for every banner: 4.5:1 for text (SC 1.4.3), 3:1 for focus and control
 * boundaries (SC 1.4.11). Each row names the pair so a failure says what to fix.
 */
function pairsFor(id: string) {
  const { color } = getBannerTokens(id);
  const rows: { pair: string; foreground: string; background: string; minimum: number }[] = [];
  const surfaces = { 'surface.page': color.surface.page, 'surface.raised': color.surface.raised };
  for (const [name, foreground] of Object.entries(color.text)) {
    if (name === 'inverse') continue; // inverse text is for inverse surfaces, checked below
    for (const [surface, background] of Object.entries(surfaces)) {
      rows.push({ pair: `text.${name} on ${surface}`, foreground, background, minimum: 4.5 });
    }
  }
  rows.push({
    pair: 'text.inverse on surface.inverse',
    foreground: color.text.inverse,
    background: color.surface.inverse,
    minimum: 4.5,
  });
  rows.push({
    pair: 'onBrand.text on surface.brand',
    foreground: color.onBrand.text,
    background: color.surface.brand,
    minimum: 4.5,
  });
  for (const [name, action] of Object.entries(color.action)) {
    rows.push({
      pair: `action.${name}.text on background`,
      foreground: action.text,
      background: action.background,
      minimum: 4.5,
    });
    if ('backgroundHover' in action) {
      rows.push({
        pair: `action.${name}.text on backgroundHover`,
        foreground: action.text,
        background: action.backgroundHover,
        minimum: 4.5,
      });
    }
  }
  for (const [name, feedback] of Object.entries(color.feedback)) {
    rows.push({
      pair: `feedback.${name}.text on background`,
      foreground: feedback.text,
      background: feedback.background,
      minimum: 4.5,
    });
  }
  for (const name of ['focus', 'strong'] as const) {
    for (const [surface, background] of Object.entries(surfaces)) {
      rows.push({ pair: `border.${name} on ${surface}`, foreground: color.border[name], background, minimum: 3 });
    }
  }
  rows.push({
    pair: 'action.secondary.border on surface.page',
    foreground: color.action.secondary.border,
    background: color.surface.page,
    minimum: 3,
  });
  return rows;
}

describe.each(banners.map((banner) => banner.id))('given the %s banner', (id) => {
  it.each(pairsFor(id))('$pair reaches $minimum:1', ({ foreground, background, minimum }) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast()', () => {
  it('given black on white, returns 21', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
  it('given the same colour twice, returns 1', () => {
    expect(contrast('#1f4fa3', '#1f4fa3')).toBe(1);
  });
  it('given a known pair, matches the WCAG reference value', () => {
    // #767676 on white is the classic 4.54:1 threshold grey.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('given a colour that is not #rrggbb, throws', () => {
    expect(() => contrast('red', '#ffffff')).toThrow('Expected a colour as #rrggbb, got "red"');
  });
});
