import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Pixels } from './baselines';

export type Verdict =
  | { status: 'unchanged' }
  | { status: 'changed'; differentPixels: number; diff?: Buffer; reason: string }
  | { status: 'new' };

/**
 * Compares two screenshots pixel by pixel. Chromium renders our shipped fonts identically run
 * after run on one machine, so any differing pixel is a real change; `threshold` only forgives
 * sub-perceptual colour noise in anti-aliasing.
 */
export function compare(expected: Pixels | undefined, actual: Pixels): Verdict {
  if (!expected) return { status: 'new' };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      status: 'changed',
      differentPixels: Math.max(expected.width * expected.height, actual.width * actual.height),
      reason: `size changed from ${expected.width}×${expected.height} to ${actual.width}×${actual.height}`,
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: 0.1 });
  if (differentPixels === 0) return { status: 'unchanged' };
  return { status: 'changed', differentPixels, diff: PNG.sync.write(diff), reason: `${differentPixels} pixels differ` };
}
