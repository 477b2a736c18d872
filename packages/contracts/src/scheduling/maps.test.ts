import { describe, expect, it } from 'vitest';
import { geocodeResponse } from './maps';
import { staticMapLimits } from './staticMap';
import { schedulingPaths } from './paths';

describe('given the static map and its geocoder on the wire', () => {
  it('reads a geocode answer: the point and how near it is', () => {
    const answer = { data: { location: { lat: 39.1106, lng: -84.5153 }, precision: 'ADDRESS' } };
    expect(geocodeResponse.parse(answer)).toEqual(answer);
    expect(geocodeResponse.safeParse({ data: { location: { lat: 91, lng: 0 }, precision: 'ADDRESS' } }).success).toBe(
      false,
    );
    expect(geocodeResponse.safeParse({ data: { location: { lat: 1, lng: 2 }, precision: 'CITY' } }).success).toBe(
      false,
    );
  });

  it('names both paths, and holds the map to zoom 14 among the levels it draws', () => {
    expect(schedulingPaths.geocode).toBe('/atlas/v1/geocode/v1/address');
    expect(schedulingPaths.staticMap).toBe('/atlas/v1/maps/v1/static');
    expect(staticMapLimits.minZoom).toBeLessThanOrEqual(14);
    expect(staticMapLimits.maxZoom).toBeGreaterThanOrEqual(14);
  });
});
