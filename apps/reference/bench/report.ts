import type { Figures } from './lighthouseRun';

/** The targets of issue 14, met in one run. */
export const targets = { minScore: 95, maxLcpOfBare: 1.3, maxCls: 0.02 };

export interface Row {
  route: string;
  figures: Figures;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsTransferBytes: of('jsTransferBytes'),
    jsFiles: of('jsFiles'),
  };
}

/** The markdown table: the bare page first, then each route with its LCP as a multiple of the bare page's. */
export function table(bare: Figures, rows: readonly Row[]): string {
  const line = (route: string, figures: Figures) =>
    [
      route,
      figures.score.toFixed(0),
      figures.fcpMs.toFixed(0),
      figures.lcpMs.toFixed(0),
      (figures.lcpMs / bare.lcpMs).toFixed(2),
      figures.tbtMs.toFixed(0),
      figures.cls.toFixed(3),
      (figures.jsTransferBytes / 1000).toFixed(1),
      figures.jsFiles.toFixed(0),
    ].join(' | ');
  return [
    '| route | score | FCP ms | LCP ms | LCP ÷ bare | TBT ms | CLS | JS kB (transfer) | JS files |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${line('bare React page', bare)} |`,
    ...rows.map((row) => `| ${line(`\`${row.route}\``, row.figures)} |`),
  ].join('\n');
}

/** One line per target: met, or missed with the routes that miss it. */
export function targetLines(bare: Figures, rows: readonly Row[]): string[] {
  const check = (label: string, misses: (figures: Figures) => boolean) => {
    const missed = rows.filter((row) => misses(row.figures)).map((row) => row.route);
    return missed.length === 0 ? `  met     ${label}` : `  MISSED  ${label}: ${missed.join(', ')}`;
  };
  return [
    check(`every route scores ≥ ${targets.minScore}`, (figures) => figures.score < targets.minScore),
    check(
      `LCP ≤ ${targets.maxLcpOfBare} × the bare page's (≤ ${(bare.lcpMs * targets.maxLcpOfBare).toFixed(0)} ms)`,
      (figures) => figures.lcpMs > bare.lcpMs * targets.maxLcpOfBare,
    ),
    check(`CLS ≤ ${targets.maxCls}`, (figures) => figures.cls > targets.maxCls),
  ];
}
