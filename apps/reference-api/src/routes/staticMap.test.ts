import { schedulingPaths } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { mapColours } from './staticMapDrawing';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Kroger Over-the-Rhine, as the storefront asks for it (apps/reference/src/shopping/mapUrl.ts).
const overTheRhine = 'lat=39.1106&lng=-84.5153&zoom=14&width=640&height=320';

const map = (query: string) => api.app.request(`${schedulingPaths.staticMap}?${query}`);

async function refused(query: string): Promise<{ status: number; body: ErrorAnswer; cache: string | null }> {
  const response = await map(query);
  return {
    status: response.status,
    body: (await response.json()) as ErrorAnswer,
    cache: response.headers.get('cache-control'),
  };
}

describe('given the static map (§2 "Static map with a pin")', () => {
  it('draws an SVG street map of the point, signed out, the size asked for', async () => {
    const response = await map(overTheRhine);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="320" viewBox="0 0 640 320">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    // The land, and streets on it.
    expect(svg).toContain(`fill="${mapColours.land}"`);
    expect(svg).toContain(`stroke="${mapColours.street}"`);
    expect(svg).toContain(`stroke="${mapColours.arterial}"`);
  });

  it('draws the same image for the same query, and another for another point', async () => {
    const first = await (await map(overTheRhine)).text();
    expect(await (await map(overTheRhine)).text()).toBe(first);
    // Kroger Corryville, a mile and a half away.
    expect(await (await map('lat=39.1289&lng=-84.5096&zoom=14&width=640&height=320')).text()).not.toBe(first);
  });

  it('derives parks and rivers from where the map is: some maps have them, the same ones every time', async () => {
    const features = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const svg = await (await map(`lat=${39 + index * 0.07}&lng=-84.5&zoom=14&width=640&height=320`)).text();
        return { park: svg.includes('<rect x='), river: svg.includes(`stroke="${mapColours.water}"`) };
      }),
    );
    expect(features.some(({ park }) => park)).toBe(true);
    expect(features.some(({ river }) => river)).toBe(true);
    expect(features.some(({ river }) => !river)).toBe(true);
  });

  it('has no marker and nothing that runs or loads: shapes only', async () => {
    const svg = await (await map(overTheRhine)).text();
    const elements = new Set([...svg.matchAll(/<(\w+)/g)].map(([, name]) => name));
    expect([...elements].every((name) => ['svg', 'rect', 'g', 'path'].includes(name ?? ''))).toBe(true);
    expect(svg).not.toMatch(/href|<script|<image|<text|on\w+=/i);
  });

  it('may be kept by any cache for a year, and opened on its own runs nothing', async () => {
    const response = await map(overTheRhine);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('draws zoom 14, 640 × 320, when only the point is given', async () => {
    expect(await (await map('lat=39.1106&lng=-84.5153')).text()).toBe(await (await map(overTheRhine)).text());
  });

  it('draws a tall image as well as a wide one, and each zoom from 12 to 18', async () => {
    const tall = await (await map('lat=34.0457&lng=-118.2606&width=320&height=640')).text();
    expect(tall).toContain('viewBox="0 0 320 640"');
    for (const zoom of [12, 13, 15, 16, 17, 18]) {
      const response = await map(`lat=39.1106&lng=-84.5153&zoom=${zoom}`);
      expect(response.status, `zoom ${zoom}`).toBe(200);
    }
  });

  it.each([
    ['no point', '', 'lat'],
    ['no longitude', 'lat=39.1', 'lng'],
    ['a latitude past the projection', 'lat=86&lng=0', 'lat'],
    ['a longitude past 180', 'lat=0&lng=180.5', 'lng'],
    ['a latitude in words', 'lat=north&lng=0', 'lat'],
    ['an exponent', 'lat=1e2&lng=0', 'lat'],
    ['a latitude twice', 'lat=1&lat=2&lng=0', 'lat'],
    ['a zoom out of range', `${overTheRhine.replace('zoom=14', 'zoom=19')}`, 'zoom'],
    ['a fractional zoom', `${overTheRhine.replace('zoom=14', 'zoom=14.5')}`, 'zoom'],
    ['a width too wide', `${overTheRhine.replace('width=640', 'width=4000')}`, 'width'],
    ['a height too small', `${overTheRhine.replace('height=320', 'height=8')}`, 'height'],
    ['a negative height', `${overTheRhine.replace('height=320', 'height=-320')}`, 'height'],
  ])('refuses %s with 400 naming the field, kept by no cache', async (_, query, field) => {
    const answer = await refused(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.map((detail) => detail.field)).toContain(field);
    expect(answer.cache).toBe('no-store');
  });
});
