import { describe, expect, it } from 'vitest';
import { bannerIds, isBannerId } from '@aisle/contracts';
import { banners, bannerThemeClass, getBanner, getBannerTokens } from './banners';
import { brandDefinitions } from './brands';
import { logoBox } from './logo';

describe('the banner list', () => {
  it('gives every banner of @aisle/contracts exactly one look', () => {
    expect(brandDefinitions.map((brand) => brand.id).sort()).toEqual([...bannerIds].sort());
  });

  it('has 34 banners with unique ids, domains and theme classes', () => {
    expect(banners).toHaveLength(34);
    for (const key of ['id', 'domain', 'themeClass'] as const) {
      expect(new Set(banners.map((banner) => banner[key])).size).toBe(34);
    }
  });

  it('includes every banner the specs name', () => {
    for (const id of ['kroger', 'harristeeter', 'food4less', 'foodsco', 'copps', 'albertsons']) {
      expect(isBannerId(id)).toBe(true);
    }
  });

  it('covers grocery, fuel, pharmacy and clinic banners', () => {
    const kinds = new Set(banners.map((banner) => banner.kind));
    expect([...kinds].sort()).toEqual(['clinic', 'fuel', 'grocery', 'pharmacy', 'specialty']);
  });

  it.each(banners)('gives $id a title, a domain and a stable theme class', (banner) => {
    expect(banner.title.trim()).not.toBe('');
    expect(banner.domain).toMatch(/^[a-z0-9-]+\.[a-z]+$/);
    expect(banner.themeClass).toBe(bannerThemeClass(banner.id));
  });

  it.each(banners)('draws a wordmark for $id that fits the logo box and names the banner', (banner) => {
    expect(banner.logo.width).toBe(logoBox.width);
    expect(banner.logo.height).toBeLessThanOrEqual(logoBox.maxHeight);
    expect(banner.logo.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(banner.logo.svg).toContain('role="img"');
    expect(banner.logo.alt).toBe(banner.title);
  });

  it('escapes apostrophes in titles inside the SVG', () => {
    expect(getBanner('marianos').logo.svg).toContain('Mariano&#39;s');
  });
});

describe('getBanner()', () => {
  it('given a known id, returns that banner', () => {
    expect(getBanner('harristeeter').title).toBe('Harris Teeter');
  });

  it('given an unknown id, throws an error naming the valid ids', () => {
    expect(() => getBanner('nope')).toThrow(
      /Unknown banner "nope"\. Valid banner ids: kroger, ralphs, .*thelittleclinic\./,
    );
  });
});

describe('getBannerTokens()', () => {
  it('given an unknown id, throws the same clear error', () => {
    expect(() => getBannerTokens('nope')).toThrow('Unknown banner "nope"');
  });

  it('keeps every colour token as hex, translucent ones as #rrggbbaa', () => {
    const { color } = getBannerTokens('kroger');
    const walk = (node: object): string[] =>
      Object.values(node).flatMap((value) => (typeof value === 'object' ? walk(value) : [value as string]));
    for (const value of walk(color)) expect(value).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
  });

  it('gives the two banners used for visual comparison clearly different themes', () => {
    const teeter = getBannerTokens('harristeeter');
    const food4less = getBannerTokens('food4less');
    expect(teeter.font.family.heading).not.toBe(food4less.font.family.heading);
    expect(teeter.radius.control).not.toBe(food4less.radius.control);
    expect(teeter.color.action.primary.text).not.toBe(food4less.color.action.primary.text);
  });
});
