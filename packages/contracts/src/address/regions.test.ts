import { describe, expect, it } from 'vitest';
import {
  canadianProvinces,
  canadianTerritories,
  countryFromState,
  findRegion,
  isCanadianRegion,
  isCountryCode,
  regionFromCodeOrName,
  regionOptions,
  resolveCountry,
  usStates,
} from './regions';

describe('given the region lists', () => {
  it('has 51 US entries (50 states and DC), 10 provinces and 3 territories', () => {
    expect(usStates).toHaveLength(51);
    expect(usStates.some((region) => region.code === 'DC')).toBe(true);
    expect(canadianProvinces).toHaveLength(10);
    expect(canadianTerritories.map((region) => region.code)).toEqual(['NT', 'NU', 'YT']);
  });

  it('has no code twice', () => {
    const codes = [...usStates, ...canadianProvinces, ...canadianTerritories].map((region) => region.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    [{}, 61],
    [{ usOnly: true }, 51],
    [{ withTerritories: true }, 64],
    [{ usOnly: true, withTerritories: true }, 51],
  ])('after asking for regionOptions(%j) it offers %i regions', (options, count) => {
    expect(regionOptions(options)).toHaveLength(count);
  });
});

describe('given a state code', () => {
  it.each([
    ['ON', 'CA'],
    ['on', 'CA'],
    ['  qc ', 'CA'],
    ['YT', 'CA'],
    ['NU', 'CA'],
    ['OH', 'US'],
    ['DC', 'US'],
    ['PR', 'US'],
    ['AE', 'US'],
    ['CA', 'US'],
    ['XX', 'US'],
    ['', 'US'],
    [null, 'US'],
    [undefined, 'US'],
  ])('countryFromState(%j) is %s', (code, country) => {
    expect(countryFromState(code)).toBe(country);
    expect(isCanadianRegion(code)).toBe(country === 'CA');
  });

  it.each([
    ['oh', 'OH'],
    [' OH ', 'OH'],
    ['Ohio', undefined],
    ['PR', undefined],
    [null, undefined],
  ])('findRegion(%j) finds %s', (code, found) => {
    expect(findRegion(code)?.code).toBe(found);
  });

  it.each([
    ['OH', 'OH'],
    ['Ohio', 'OH'],
    [' new york ', 'NY'],
    ['Quebec', 'QC'],
    ['District of Columbia', 'DC'],
    ['Narnia', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('regionFromCodeOrName(%j) finds %s', (value, code) => {
    expect(regionFromCodeOrName(value)?.code).toBe(code);
  });
});

describe('given a country code', () => {
  it.each([
    ['US', true],
    ['CA', true],
    ['us', false],
    ['MX', false],
    ['', false],
    [null, false],
  ])('isCountryCode(%j) is %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });

  it.each([
    ['US', 'ON', 'US'],
    ['ca', 'OH', 'CA'],
    [' CA ', null, 'CA'],
    ['', 'ON', 'CA'],
    [undefined, 'BC', 'CA'],
    [null, 'OH', 'US'],
    ['MX', 'ON', 'CA'],
    [undefined, undefined, 'US'],
  ])('resolveCountry(%j, %j) is %s', (country, state, expected) => {
    expect(resolveCountry(country, state)).toBe(expected);
  });
});
