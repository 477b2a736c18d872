// `pnpm visual`: photographs every story in its modes from the static Storybook build, compares
// each with its committed baseline, runs all of axe on each story (storyAxe.ts), checks each
// story's colours in every other banner (bannerColours.ts) and writes
// test-results/visual/report.html for QA.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '../serve-static';
import { baselineStore, decode, toPng } from './baselines';
import { bannersChecked, canaryStoryId } from './bannerColours';
import { captureAll, proveColourCheck, type Capture } from './capture';
import { compare } from './compare';
import { paths } from './paths';
import { renderReport, type ReportRow } from './report';
import { listSnapshots } from './snapshots';

const baselines = baselineStore(paths.baselines);

/** Compares one capture with its baseline, leaving the actual, expected and diff images for the report. */
async function judge({ snapshot, png, error }: Capture): Promise<ReportRow> {
  if (!png) return { snapshot, status: 'failed', detail: error };
  const file = `${snapshot.name}.png`;
  writeFileSync(join(paths.results, 'actual', file), png);
  const baseline = await baselines.read(snapshot.name);
  const verdict = compare(baseline, await decode(png));
  if (verdict.status === 'changed' && baseline) {
    writeFileSync(join(paths.results, 'expected', file), await toPng(baseline));
    if (verdict.diff) writeFileSync(join(paths.results, 'diff', file), verdict.diff);
    return { snapshot, status: 'changed', detail: verdict.reason };
  }
  return { snapshot, status: verdict.status };
}

/**
 * A few stories that differ are photographed once more on a fresh page. A real change differs
 * again; a one-off (a play function racing a slow machine) matches, and is still listed, so its
 * cause is looked for rather than forgotten. Many differences mean a real change: no retry.
 *
 * The retry runs axe and the colour check too, and its captures stand in for the first: a story
 * whose first attempt failed before axe reached it is still checked, and a story is judged on one
 * attempt, not on the photograph of one and the axe result of another.
 */
async function retryOneOffs(
  url: string,
  captures: Capture[],
  rows: ReportRow[],
): Promise<{ rows: ReportRow[]; captures: Capture[] }> {
  const suspects = captures.filter((_, index) => rows[index]?.status === 'changed' || rows[index]?.status === 'failed');
  if (suspects.length === 0 || suspects.length > 20) return { rows, captures };
  const again = await captureAll(
    url,
    suspects.map((capture) => capture.snapshot),
    { axe: true },
  );
  const retried = new Map<string, { capture: Capture; row: ReportRow }>();
  for (const capture of again) retried.set(capture.snapshot.name, { capture, row: await judge(capture) });
  return {
    captures: captures.map((capture) => retried.get(capture.snapshot.name)?.capture ?? capture),
    rows: rows.map((row) => {
      const second = retried.get(row.snapshot.name)?.row;
      if (!second || second.status !== 'unchanged') return second ?? row;
      for (const folder of ['expected', 'diff'])
        rmSync(join(paths.results, folder, `${row.snapshot.name}.png`), { force: true });
      return { ...second, detail: `matched on a second attempt; the first ${row.status}: ${row.detail ?? ''}` };
    }),
  };
}

export interface VisualResult {
  rows: ReportRow[];
  /** `story in banner: rule at elements`, one line per violation. */
  colourViolations: string[];
  /** How many stories had their colours checked. */
  colourChecked: number;
  /** Of those, how many axe checked in every banner, as the probe could not name their colours. */
  colourUnprobed: number;
  /** `story: rule (help) at elements`, one line per violation of all of axe in the default banner. */
  accessibilityViolations: string[];
  /** How many stories axe checked. */
  accessibilityChecked: number;
}

export async function runVisual(): Promise<VisualResult> {
  if (!existsSync(join(paths.storybook, 'index.json'))) {
    const build = spawnSync('pnpm', ['storybook:build'], { cwd: paths.root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The Storybook build failed.');
  }
  const snapshots = listSnapshots(paths.storybook);
  rmSync(paths.results, { recursive: true, force: true });
  for (const folder of ['expected', 'actual', 'diff']) mkdirSync(join(paths.results, folder), { recursive: true });
  mkdirSync(paths.baselines, { recursive: true });

  const { server, url } = await serveStatic(paths.storybook);
  const started = Date.now();
  let rows: ReportRow[];
  const colourViolations: string[] = [];
  const accessibilityViolations: string[] = [];
  let accessibilityChecked = 0;
  let colourChecked = 0;
  let colourUnprobed = 0;
  try {
    const canary = await proveColourCheck(url);
    if (canary) colourViolations.push(`${canaryStoryId} self-check: ${canary}`);
    const firstAttempt = await captureAll(url, snapshots, { axe: true });
    console.log(`Captured ${firstAttempt.length} snapshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const judged: ReportRow[] = [];
    for (const capture of firstAttempt) judged.push(await judge(capture));
    const settled = await retryOneOffs(url, firstAttempt, judged);
    rows = settled.rows;
    for (const { snapshot, violations } of settled.captures) {
      if (!violations) continue;
      accessibilityChecked += 1;
      accessibilityViolations.push(...violations.map((line) => `${snapshot.storyId}: ${line}`));
    }
    for (const { snapshot, colours } of settled.captures) {
      if (!colours) continue;
      colourChecked += 1;
      if (!colours.probed) colourUnprobed += 1;
      colourViolations.push(...colours.violations.map((line) => `${snapshot.storyId} in ${line}`));
    }
  } finally {
    server.close();
  }

  const captured = new Set(snapshots.map((snapshot) => snapshot.name));
  for (const name of baselines.names().filter((baseline) => !captured.has(baseline))) {
    const baseline = await baselines.read(name);
    if (baseline) writeFileSync(join(paths.results, 'expected', `${name}.png`), await toPng(baseline));
    rows.push({ snapshot: { name, storyId: name, title: name, storyName: '', mode: '' }, status: 'orphaned' });
  }

  writeFileSync(join(paths.results, 'results.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(join(paths.results, 'report.html'), renderReport(rows, colourViolations, new Date()));
  return { rows, colourViolations, colourChecked, colourUnprobed, accessibilityViolations, accessibilityChecked };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows, colourViolations, colourChecked, colourUnprobed, accessibilityViolations, accessibilityChecked } =
    await runVisual();
  const problems = rows.filter((row) => row.status !== 'unchanged');
  for (const row of rows.filter((r) => r.status === 'unchanged' && r.detail))
    console.log(`  flaky     ${row.snapshot.name} — ${row.detail}`);
  for (const row of problems)
    console.log(`  ${row.status.padEnd(9)} ${row.snapshot.name}${row.detail ? ` — ${row.detail}` : ''}`);
  for (const line of colourViolations) console.log(`  colour    ${line}`);
  for (const line of accessibilityViolations) console.log(`  axe       ${line}`);
  const coloursFailed = new Set(colourViolations.map((line) => line.split(' in ')[0])).size;
  const accessibilityFailed = new Set(accessibilityViolations.map((line) => line.split(': ')[0])).size;
  console.log(`Ran axe on ${accessibilityChecked} stories in the default banner at 375 px`);
  console.log(
    `Checked the colours of ${colourChecked} stories in ${bannersChecked} more banners ` +
      `(${colourUnprobed} with axe in every banner, as the probe could not name all their colours)`,
  );
  console.log(
    `visual: ${rows.length + colourChecked + accessibilityChecked - problems.length - coloursFailed - accessibilityFailed} passed, ` +
      `${problems.length + coloursFailed + accessibilityFailed} failed`,
  );
  console.log(`Report: ${join(paths.results, 'report.html')}`);
  if (problems.length > 0) console.log('If these changes are intended, accept them with `pnpm visual:approve`.');
  if (coloursFailed > 0) console.log('A colour that fails in another banner is fixed in its tokens or the component.');
  if (problems.length > 0 || coloursFailed > 0 || accessibilityFailed > 0) process.exitCode = 1;
}
