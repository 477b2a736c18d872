import { describe, expect, it } from 'vitest';
import type { Figures } from './lighthouseRun';
import { median, medianFigures, table, targetLines } from './report';

const bare: Figures = { score: 100, fcpMs: 900, lcpMs: 1000, tbtMs: 0, cls: 0, jsTransferBytes: 60_000, jsFiles: 1 };

describe('median', () => {
  it('given an odd count, is the middle value; given an even count, the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own, not the figures of the median run', () => {
    const runs = [
      { ...bare, score: 90, lcpMs: 1300 },
      { ...bare, score: 99, lcpMs: 1100 },
      { ...bare, score: 95, lcpMs: 1500 },
    ];
    expect(medianFigures(runs)).toEqual({ ...bare, score: 95, lcpMs: 1300 });
  });
});

describe('table', () => {
  it('puts the bare page first and each route’s LCP as a multiple of the bare page’s', () => {
    const lines = table(bare, [{ route: '/cart', figures: { ...bare, lcpMs: 1250, jsTransferBytes: 123_456 } }]).split(
      '\n',
    );
    expect(lines[2]).toBe('| bare React page | 100 | 900 | 1000 | 1.00 | 0 | 0.000 | 60.0 | 1 |');
    expect(lines[3]).toBe('| `/cart` | 100 | 900 | 1250 | 1.25 | 0 | 0.000 | 123.5 | 1 |');
  });
});

describe('targetLines', () => {
  it('given every route within the targets, says each is met', () => {
    const lines = targetLines(bare, [{ route: '/', figures: { ...bare, score: 95, lcpMs: 1300, cls: 0.02 } }]);
    expect(lines.every((line) => line.trim().startsWith('met'))).toBe(true);
  });

  it('given routes outside them, names the routes that miss each target', () => {
    const lines = targetLines(bare, [
      { route: '/', figures: { ...bare, score: 94 } },
      { route: '/cart', figures: { ...bare, lcpMs: 1301, cls: 0.021 } },
    ]);
    expect(lines).toEqual([
      '  MISSED  every route scores ≥ 95: /',
      "  MISSED  LCP ≤ 1.3 × the bare page's (≤ 1300 ms): /cart",
      '  MISSED  CLS ≤ 0.02: /cart',
    ]);
  });
});
