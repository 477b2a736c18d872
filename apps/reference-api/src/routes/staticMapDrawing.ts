// The reference static map: a street map drawn from the coordinates alone, no tiles and no third
// party. The streets, parks and rivers hang on a grid fixed to the world (web mercator), each piece
// kept or moved by a hash of where it is, so the same point always gives the same picture, and two
// points a street apart show the same streets.
import type { StaticMapQuery } from '@aisle/contracts/scheduling';

/** The map's colours: quiet, so the screen's pin and its words stand out. */
export const mapColours = {
  land: '#f1efe9',
  park: '#d6e5cb',
  water: '#b9d3e3',
  street: '#ffffff',
  casing: '#dcd7cc',
  arterial: '#faf1d9',
  arterialCasing: '#d6cdb6',
} as const;

/** A city block, in world pixels at zoom 17 (about 120 m at Cincinnati's latitude). */
const block = 128;
/** Every 4th street is a through street, every 16th an arterial. */
const collectorEvery = 4;
const arterialEvery = 16;
/** A river may cross each band of 64 blocks. */
const riverBand = block * 64;

// FNV-1a over the piece's name, then MurmurHash3's finaliser (FNV alone barely moves its high bits
// when only the last digit differs): stable across runs and machines, in [0, 1).
function hash(...parts: (string | number)[]): number {
  let value = 0x811c9dc5;
  for (const char of parts.join(':')) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return (value >>> 0) / 0x1_0000_0000;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A point in world pixels at `zoom` (web mercator: 256 pixels for the whole world at zoom 0). */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

type Axis = 'x' | 'y';

interface View {
  /** World units (zoom 17) of the image's left and top edges. */
  left: number;
  top: number;
  /** Image pixels per world unit. */
  scale: number;
  width: number;
  height: number;
}

const toPixel = (view: View, axis: Axis, world: number) => (world - (axis === 'x' ? view.left : view.top)) * view.scale;

/** Where the street at grid line `index` runs: minor streets wander a little off the grid. */
function streetAt(axis: Axis, index: number): number {
  const wander = index % collectorEvery === 0 ? 0.08 : 0.3;
  return index * block + (hash('street', axis, index) - 0.5) * wander * block;
}

type StreetKind = 'minor' | 'collector' | 'arterial';

function kindOf(index: number): StreetKind {
  if (index % arterialEvery === 0) return 'arterial';
  return index % collectorEvery === 0 ? 'collector' : 'minor';
}

/** The streets of one kind across the image, as one path of straight lines. */
function streets(view: View, kind: StreetKind): string {
  const every = kind === 'minor' ? 1 : kind === 'collector' ? collectorEvery : arterialEvery;
  // Too close together to read at this zoom: left out, as a real map leaves them out.
  if (block * every * view.scale < 8) return '';
  const moves: string[] = [];
  for (const axis of ['x', 'y'] as const) {
    const start = axis === 'x' ? view.left : view.top;
    const span = (axis === 'x' ? view.width : view.height) / view.scale;
    const first = Math.floor(start / block) - 1;
    const last = Math.ceil((start + span) / block) + 1;
    for (let index = first; index <= last; index += 1) {
      if (kindOf(index) !== kind) continue;
      // Some minor streets end at a superblock: a park, a campus, a rail yard.
      if (kind === 'minor' && hash('gap', axis, index) < 0.18) continue;
      const at = round(toPixel(view, axis, streetAt(axis, index)));
      if (axis === 'x') moves.push(`M${at} 0V${view.height}`);
      else moves.push(`M0 ${at}H${view.width}`);
    }
  }
  return moves.join('');
}

/** Parks: here and there, one to three blocks each way, from street to street. */
function parks(view: View): string {
  // At low zooms the parks sit on a coarser grid, so a wide image stays a few hundred pieces.
  let cell = block;
  while (cell * view.scale < 10) cell *= collectorEvery;
  // On the block grid a park runs from street to street; on a coarser one, from grid line to line.
  const edge = (axis: Axis, index: number) =>
    toPixel(view, axis, cell === block ? streetAt(axis, index) : index * cell);
  const rects: string[] = [];
  const firstX = Math.floor(view.left / cell) - 3;
  const firstY = Math.floor(view.top / cell) - 3;
  const lastX = Math.ceil((view.left + view.width / view.scale) / cell);
  const lastY = Math.ceil((view.top + view.height / view.scale) / cell);
  for (let i = firstX; i <= lastX; i += 1) {
    for (let j = firstY; j <= lastY; j += 1) {
      if (hash('park', cell, i, j) >= 0.012) continue;
      const across = 1 + Math.floor(hash('park-across', cell, i, j) * 3);
      const down = 1 + Math.floor(hash('park-down', cell, i, j) * 3);
      const [x, y] = [edge('x', i), edge('y', j)];
      const [width, height] = [edge('x', i + across) - x, edge('y', j + down) - y];
      rects.push(`<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"/>`);
    }
  }
  return rects.join('');
}

/**
 * Rivers: each band of 64 blocks may hold one, meandering across the whole world along it, so
 * it runs on unbroken from one map to the next. Most flow west to east; fewer north to south.
 */
function rivers(view: View): { d: string; width: number }[] {
  const found: { d: string; width: number }[] = [];
  for (const axis of ['y', 'x'] as const) {
    const chance = axis === 'y' ? 0.3 : 0.15;
    const start = axis === 'y' ? view.top : view.left;
    const span = (axis === 'y' ? view.height : view.width) / view.scale;
    // A river strays up to 1.4 of its amplitude (at most 1,800 units) from its band's line.
    for (
      let band = Math.floor((start - 2000) / riverBand);
      band <= Math.floor((start + span + 2000) / riverBand);
      band += 1
    ) {
      if (hash('river', axis, band) >= chance) continue;
      const base = (band + 0.2 + 0.6 * hash('river-at', axis, band)) * riverBand;
      const amplitude = 400 + 900 * hash('river-amplitude', axis, band);
      const wavelength = 6000 + 8000 * hash('river-wavelength', axis, band);
      const phase = 2 * Math.PI * hash('river-phase', axis, band);
      const across = (along: number) =>
        base +
        amplitude * Math.sin((2 * Math.PI * along) / wavelength + phase) +
        0.4 * amplitude * Math.sin((2 * Math.PI * along) / (wavelength * 0.37) + 2 * phase);
      // Along the river: x for one flowing west to east, y for one flowing north to south.
      const alongAxis: Axis = axis === 'y' ? 'x' : 'y';
      const alongStart = alongAxis === 'x' ? view.left : view.top;
      const alongPixels = alongAxis === 'x' ? view.width : view.height;
      const crossPixels = axis === 'y' ? view.height : view.width;
      const points: string[] = [];
      let nearest = Number.POSITIVE_INFINITY;
      let farthest = Number.NEGATIVE_INFINITY;
      for (let pixel = -16; pixel <= alongPixels + 16; pixel += 8) {
        const at = round(toPixel(view, axis, across(alongStart + pixel / view.scale)));
        nearest = Math.min(nearest, at);
        farthest = Math.max(farthest, at);
        points.push(alongAxis === 'x' ? `${pixel} ${at}` : `${at} ${pixel}`);
      }
      // Drawn only when some of it shows (its banks included).
      const width = round(Math.max(6, 150 * view.scale));
      if (farthest < -width || nearest > crossPixels + width) continue;
      found.push({ d: `M${points.join('L')}`, width });
    }
  }
  return found;
}

/** Street widths in pixels at a zoom: 14 draws 2, 4 and 7; each zoom level in or out scales them by √2. */
function widths(zoom: number) {
  const factor = Math.min(2.5, Math.max(0.5, Math.SQRT2 ** (zoom - 14)));
  return { minor: round(2 * factor), collector: round(4 * factor), arterial: round(7 * factor) };
}

/** The map of `query` as an SVG document: no marker, no words, nothing but shapes. */
export function drawStaticMap({ lat, lng, zoom, width, height }: StaticMapQuery): string {
  const centre = project(lat, lng, 17);
  const scale = 2 ** (zoom - 17);
  const view: View = {
    left: centre.x - width / 2 / scale,
    top: centre.y - height / 2 / scale,
    scale,
    width,
    height,
  };
  const stroke = widths(zoom);
  const line = (d: string, colour: string, strokeWidth: number) =>
    d ? `<path d="${d}" stroke="${colour}" stroke-width="${strokeWidth}"/>` : '';
  const minor = streets(view, 'minor');
  const collector = streets(view, 'collector');
  const arterial = streets(view, 'arterial');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${mapColours.land}"/>`,
    '<g fill="none">',
    line(minor, mapColours.street, stroke.minor),
    '</g>',
    // Over the minor streets, which end at a park, under the through streets, which cross it.
    `<g fill="${mapColours.park}">${parks(view)}</g>`,
    '<g fill="none">',
    line(collector, mapColours.casing, stroke.collector + 2),
    line(collector, mapColours.street, stroke.collector),
    // Rivers cut the minor and through streets; the arterials cross them on bridges.
    ...rivers(view).map(
      (river) =>
        `<path d="${river.d}" stroke="${mapColours.water}" stroke-width="${river.width}" stroke-linejoin="round"/>`,
    ),
    line(arterial, mapColours.arterialCasing, stroke.arterial + 2),
    line(arterial, mapColours.arterial, stroke.arterial),
    '</g>',
    '</svg>',
  ].join('');
}
