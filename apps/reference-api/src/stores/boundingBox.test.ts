import { describe, expect, it } from 'vitest';
import type { LatLng } from '../addressValidation/regionCentroids';
import { boundingBox } from './boundingBox';
import { distanceInMiles } from './distance';

/** The point `miles` from `origin` on the initial bearing `degrees` (the great-circle formula). */
function travel(origin: LatLng, miles: number, degrees: number): LatLng {
  const radians = (value: number) => (value * Math.PI) / 180;
  const angle = miles / 3958.8;
  const bearing = radians(degrees);
  const lat1 = radians(origin.lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 =
    radians(origin.lng) +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

const inside = (point: LatLng, box: ReturnType<typeof boundingBox>) =>
  point.lat >= box.minLat &&
  point.lat <= box.maxLat &&
  (box.minLng === null || box.maxLng === null || (point.lng >= box.minLng && point.lng <= box.maxLng));

describe('given a search origin and radius', () => {
  it.each([
    ['Cincinnati, 500 miles', { lat: 39.1, lng: -84.5 }, 500],
    ['Seattle, 20 miles', { lat: 47.6, lng: -122.3 }, 20],
    ['Anchorage, 500 miles', { lat: 61.2, lng: -149.9 }, 500],
    ['the equator, 1 mile', { lat: 0, lng: 0 }, 1],
  ])('after boxing %s, every point on the circle at that distance is inside the box', (_, origin, miles) => {
    const box = boundingBox(origin, miles);
    for (let degrees = 0; degrees < 360; degrees += 15) {
      const point = travel(origin, miles * 0.999, degrees);
      expect(distanceInMiles(origin, point)).toBeLessThanOrEqual(miles);
      expect(inside(point, box)).toBe(true);
    }
  });

  it('after boxing near the 180th meridian or a pole, leaves longitude open', () => {
    expect(boundingBox({ lat: 52, lng: 179.5 }, 100)).toMatchObject({ minLng: null, maxLng: null });
    expect(boundingBox({ lat: 89.5, lng: 0 }, 100)).toMatchObject({
      minLat: expect.any(Number),
      maxLat: 90,
      minLng: null,
    });
  });

  it('after boxing a small radius, keeps far stores out', () => {
    const box = boundingBox({ lat: 39.1, lng: -84.5 }, 5);
    expect(inside({ lat: 39.96, lng: -83.0 }, box)).toBe(false);
  });
});
