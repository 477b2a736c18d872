import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import nunitoSans from '@capsizecss/metrics/nunitoSans';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import { describe, expect, it } from 'vitest';
import { fontFamilies } from '../tokens/base';

/** The declarations of the @font-face naming `family`, as property → value. */
function face(family: string): Record<string, string> {
  const block = css.split('@font-face').find((rule) => rule.includes(`font-family: '${family}';`));
  if (!block) throw new Error(`fallbacks.css has no face ${family}`);
  const declarations = block.slice(block.indexOf('{') + 1, block.indexOf('}')).split(';');
  return Object.fromEntries(
    declarations
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

const typefaces: [name: string, metrics: FontMetrics, fallback: FontMetrics, stack: string][] = [
  ['Inter', inter, arial, fontFamilies.inter],
  ['Source Sans 3', sourceSans3, arial, fontFamilies.sourceSans],
  ['Nunito Sans', nunitoSans, arial, fontFamilies.nunitoSans],
  ['Fraunces', fraunces, georgia, fontFamilies.fraunces],
];

const css = readFileSync(path.join(import.meta.dirname, 'fallbacks.css'), 'utf8');

describe('the fallback faces', () => {
  it.each(typefaces)('%s: resized to its metrics, as capsize computes them', (name, metrics, fallback) => {
    const { fontFaces } = createFontStack([metrics, fallback]);
    const expected = Object.fromEntries(
      [...fontFaces.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust): ([^;]+);/g)].map(
        ([, property, value]) => [property, value],
      ),
    );
    const actual = face(`${name} Fallback`);
    for (const [property, value] of Object.entries(expected)) expect(actual[property], property).toBe(value);
    expect(actual.src).toContain(`local('${fallback.familyName}')`);
  });

  it.each(typefaces)('%s: named in the stack right after the typeface', (name, _metrics, _fallback, stack) => {
    const families = stack.split(',').map((family) => family.trim().replace(/'/g, ''));
    expect(families.indexOf(`${name} Fallback`)).toBe(families.indexOf(name) + 1);
  });
});
