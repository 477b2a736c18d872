import { describe, expect, it } from 'vitest';
import { referenceMapUrl } from './mapUrl';

describe('given the scheduling step’s map', () => {
  it('asks the reference API, on this origin, for the point at the zoom, 320 × 160', () => {
    expect(referenceMapUrl({ lat: 39.1106, lng: -84.5153 }, 14)).toBe(
      '/atlas/v1/maps/v1/static?lat=39.1106&lng=-84.5153&zoom=14&width=320&height=160',
    );
  });

  it('writes the degrees plainly, to six decimals, as the API takes them', () => {
    const url = new URL(referenceMapUrl({ lat: 39.123456789, lng: -0.0000001 }, 14), 'https://shop.test');
    expect(url.searchParams.get('lat')).toBe('39.123457');
    expect(url.searchParams.get('lng')).toBe('0');
  });

  it('keeps the zoom to a whole level the API draws', () => {
    const zoomOf = (zoom: number) =>
      new URL(referenceMapUrl({ lat: 39.1, lng: -84.5 }, zoom), 'https://shop.test').searchParams.get('zoom');
    expect(zoomOf(14.4)).toBe('14');
    expect(zoomOf(3)).toBe('12');
    expect(zoomOf(21)).toBe('18');
  });
});
