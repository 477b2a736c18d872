// The static map's query and bounds (scheduling spec §2 "Static map with a pin"), apart from the
// geocoder's schemas: a page that only draws a map does not take zod with it.

/**
 * What `schedulingPaths.staticMap` draws: the map centred on a point at a zoom (web-mercator
 * levels, 14 on the scheduling screens), `width` × `height` pixels. The image has no marker: the
 * pin is the screen's own.
 */
export interface StaticMapQuery {
  lat: number;
  lng: number;
  zoom: number;
  width: number;
  height: number;
}

/** The bounds the static map accepts: whole zoom levels, whole pixels, latitudes the projection reaches. */
export const staticMapLimits = {
  minZoom: 12,
  maxZoom: 18,
  minSize: 16,
  maxSize: 1280,
  /** Web mercator stops short of the poles. */
  maxLatitude: 85,
} as const;
