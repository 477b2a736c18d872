import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';

/** What one Lighthouse run of a page gives the table. */
export interface Figures {
  /** The performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts as they came over the wire (compressed, with headers). */
  jsTransferBytes: number;
  jsFiles: number;
}

export interface Run {
  figures: Figures;
  /** Lighthouse's whole report, for `BENCH_REPORTS`. */
  report: unknown;
  /** The URL the page showed at the end: a signed-in page whose session failed shows /signin. */
  finalUrl: string;
  lighthouseVersion: string;
}

/**
 * One Lighthouse navigation of `url` in `page`: the default (mobile) settings with simulated
 * throttling, performance only. The cookies and localStorage the page had stay; the HTTP cache goes.
 */
export async function runLighthouse(page: Page, url: string): Promise<Run> {
  const result = await lighthouse(url, { onlyCategories: ['performance'], logLevel: 'error' }, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} gave no ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) throw new Error(`Lighthouse on ${url} gave no performance score`);
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script');
  return {
    figures: {
      score: Math.round(score * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsTransferBytes: scripts?.transferSize ?? 0,
      jsFiles: scripts?.requestCount ?? 0,
    },
    report: lhr,
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
