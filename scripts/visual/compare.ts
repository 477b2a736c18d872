import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type Verdict =
  | { status: 'unchanged' }
  | { status: 'changed'; differentPixels: number; diff?: Buffer; reason: string }
  | { status: 'new' };

/**
 * Compares two screenshots pixel by pixel. Chromium renders our shipped fonts identically run
 * after run on one machine, so any differing pixel is a real change; `threshold` only forgives
 * sub-perceptual colour noise in anti-aliasing.
 */
export function compare(expected: Buffer | undefined, actual: Buffer): Verdict {
  if (!expected) return { status: 'new' };
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      status: 'changed',
      differentPixels: Math.max(a.width * a.height, b.width * b.height),
      reason: `size changed from ${a.width}×${a.height} to ${b.width}×${b.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (differentPixels === 0) return { status: 'unchanged' };
  return { status: 'changed', differentPixels, diff: PNG.sync.write(diff), reason: `${differentPixels} pixels differ` };
}
