import { schedulingPaths, staticMapLimits } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import { decimal } from '../http/fields';
import { queryParams } from '../http/validation';
import { drawStaticMap } from './staticMapDrawing';

const { minZoom, maxZoom, minSize, maxSize, maxLatitude } = staticMapLimits;

const wholeNumber = (label: string, min: number, max: number) =>
  decimal(label).pipe(
    z
      .number()
      .int(`${label} is a whole number`)
      .min(min, `${label} is at least ${min}`)
      .max(max, `${label} is at most ${max}`),
  );

export const staticMapQuery = z.object({
  lat: decimal('lat').pipe(
    z.number().min(-maxLatitude, `lat is at least -${maxLatitude}`).max(maxLatitude, `lat is at most ${maxLatitude}`),
  ),
  lng: decimal('lng').pipe(z.number().min(-180, 'lng is at least -180').max(180, 'lng is at most 180')),
  zoom: wholeNumber('zoom', minZoom, maxZoom).default(14),
  width: wholeNumber('width', minSize, maxSize).default(640),
  height: wholeNumber('height', minSize, maxSize).default(320),
});

/** The same query draws the same image for ever: any cache may keep it a year. */
export const staticMapCacheControl = 'public, max-age=31536000, immutable';

/**
 * `GET /atlas/v1/maps/v1/static`: a street map around a point, drawn here (no tiles, no key), as
 * an SVG image. No sign-in: it is the storefront's `<img>`, from the storefront's own origin.
 */
export function staticMapRoutes(): Hono {
  return new Hono().get(schedulingPaths.staticMap, queryParams(staticMapQuery), (c) => {
    const svg = drawStaticMap(c.req.valid('query'));
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': staticMapCacheControl,
      // Only shapes: opened on its own, the image may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
