// `pnpm bench:web`: Lighthouse (mobile) on every storefront route beside a bare React page, both
// served by the reference API, interleaved in one run. Not a gate: it prints the table and whether
// the targets of issue 14 are met, and exits 0 unless something broke.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@aisle/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';
import { ReferenceServer } from '../e2e/referenceServer';
import { buildBarePage } from './barePage';
import { runLighthouse, type Figures } from './lighthouseRun';
import { medianFigures, table, targetLines } from './report';
import { benchedRoutes, visitedPath } from './routes';
import { shopperAddressId, shopperCheckoutId, signInShopper, signOutEveryone, startShopping } from './shopper';

// For working on one page: `BENCH_ROUTES=/,/signin BENCH_ROUNDS=1 BENCH_REPORTS=/tmp/lh pnpm bench:web`
// measures only those routes (beside the bare page), once, and keeps each Lighthouse report.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const onlyRoutes = process.env.BENCH_ROUTES?.split(',');
const reportsDir = process.env.BENCH_REPORTS;
const routes = benchedRoutes.filter((route) => !onlyRoutes || onlyRoutes.includes(route.path));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

function buildStorefront(): void {
  console.log('Building the storefront and the API (pnpm storefront:build)…');
  const built = spawnSync('pnpm', ['storefront:build'], { cwd: rootDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`pnpm storefront:build failed:\n${built.stdout}${built.stderr}`);
}

interface Visit {
  /** The route as `routes.ts` names it, or 'bare'. */
  key: string;
  origin: string;
  path: string;
  signedIn: boolean;
}

/** Lighthouse in a new tab, signed in or not as the route needs; a visit that ends off its route broke the run. */
async function measure(browser: Browser, { key, origin, path, signedIn }: Visit) {
  const page = await browser.newPage();
  try {
    if (signedIn) await signInShopper(page, origin);
    else await signOutEveryone(page, origin);
    // Every storefront visit is a shopper's with a cart and a way of shopping; the bare page has no storage.
    if (key !== 'bare') await startShopping(page, origin);
    const run = await runLighthouse(page, origin + path);
    if (new URL(run.finalUrl).pathname !== new URL(path, origin).pathname) {
      throw new Error(`${path} ${signedIn ? 'signed in' : 'signed out'} ended on ${run.finalUrl}`);
    }
    return run;
  } finally {
    await page.close();
  }
}

interface Results {
  /** Each visit's figures, round by round, by the visit's key. */
  samples: Map<string, Figures[]>;
  lighthouseVersion: string;
  browserVersion: string;
}

/** The rounds: the bare page, then each route, in one browser. */
async function measureRounds(storefrontUrl: string, bareUrl: string): Promise<Results> {
  const { executablePath, args } = chromiumLaunchOptions();
  const browser = await puppeteer.launch({ executablePath, args, headless: true, defaultViewport: null });
  try {
    const setup = await browser.newPage();
    const token = await signInShopper(setup, storefrontUrl);
    const shopper = {
      addressId: await shopperAddressId(storefrontUrl, token),
      checkoutId: await shopperCheckoutId(storefrontUrl, token),
    };
    await setup.close();
    const visits: Visit[] = [
      { key: 'bare', origin: bareUrl, path: '/', signedIn: false },
      ...routes.map((route) => ({
        key: route.path,
        origin: storefrontUrl,
        path: visitedPath(route, shopper),
        signedIn: route.signedIn,
      })),
    ];
    const results: Results = { samples: new Map(), lighthouseVersion: '', browserVersion: await browser.version() };
    for (let round = 1; round <= rounds; round++) {
      for (const visit of visits) {
        const run = await measure(browser, visit);
        results.lighthouseVersion = run.lighthouseVersion;
        if (reportsDir) {
          const name = `${visit.key === '/' ? 'home' : visit.key.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}-${round}.json`;
          await mkdir(reportsDir, { recursive: true });
          await writeFile(path.join(reportsDir, name), JSON.stringify(run.report));
        }
        results.samples.set(visit.key, [...(results.samples.get(visit.key) ?? []), run.figures]);
        const { score, lcpMs } = run.figures;
        console.log(`  round ${round}/${rounds} ${visit.key}: score ${score}, LCP ${lcpMs.toFixed(0)} ms`);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

buildStorefront();
console.log('Building the bare React page…');
const bareSite = await buildBarePage();
const storefront = await ReferenceServer.start();
let results: Results;
try {
  const bare = await ReferenceServer.start(bareSite);
  try {
    results = await measureRounds(storefront.url, bare.url);
  } finally {
    await bare.stop();
  }
} finally {
  await storefront.stop();
}

const medians = (key: string) => medianFigures(results.samples.get(key) ?? []);
const bareFigures = medians('bare');
const rows = routes.map((route) => ({ route: route.path, figures: medians(route.path) }));
console.log(
  `\n${new Date().toISOString().slice(0, 10)}: Lighthouse ${results.lighthouseVersion}, mobile preset (simulated throttling), ` +
    `${results.browserVersion}, Node ${process.version}, ${os.cpus().length} cores; medians of ${rounds} interleaved rounds.\n`,
);
console.log(table(bareFigures, rows));
console.log(`\nTargets (issue 14):\n${targetLines(bareFigures, rows).join('\n')}`);
