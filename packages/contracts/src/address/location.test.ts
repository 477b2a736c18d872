import { describe, expect, it } from 'vitest';
import { normaliseLocation } from './location';
import type { LocationInput } from './location';

describe('given a location from a service', () => {
  it.each([
    [
      { lat: 39.1, lng: -84.5 },
      { lat: 39.1, lng: -84.5 },
    ],
    [
      { latitude: 39.1, longitude: -84.5 },
      { lat: 39.1, lng: -84.5 },
    ],
    [
      { latitude: '39.1', longitude: '-84.5' },
      { lat: 39.1, lng: -84.5 },
    ],
    [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 0 },
    ],
    [
      { lat: 90, lng: 180 },
      { lat: 90, lng: 180 },
    ],
    [{ lat: 91, lng: 0 }, undefined],
    [{ lat: 0, lng: -181 }, undefined],
    [{ lat: 39.1 }, undefined],
    [{ lat: 'north', lng: 'west' }, undefined],
    [{ lat: '', lng: '' }, undefined],
    [{ lat: Number.NaN, lng: 1 }, undefined],
    [{ lat: null, lng: null }, undefined],
    [{}, undefined],
    [null, undefined],
    [undefined, undefined],
    ['39.1,-84.5', undefined],
  ])('normaliseLocation(%j) is %j', (input, expected) => {
    expect(normaliseLocation(input as LocationInput)).toEqual(expected);
  });
});
