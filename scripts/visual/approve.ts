// `pnpm visual:approve`: accepts the images of the last `pnpm visual` run as the new baselines
// (and removes baselines whose story is gone). With no earlier run, it captures first.
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './paths';
import type { ReportRow } from './report';
import { runVisual } from './run';

const resultsFile = join(paths.results, 'results.json');
const rows: ReportRow[] = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as ReportRow[])
  : await runVisual();

let approved = 0;
let removed = 0;
for (const { snapshot, status } of rows) {
  const file = `${snapshot.name}.png`;
  if (status === 'changed' || status === 'new') {
    copyFileSync(join(paths.results, 'actual', file), join(paths.baselines, file));
    approved += 1;
  } else if (status === 'orphaned') {
    rmSync(join(paths.baselines, file), { force: true });
    removed += 1;
  }
}
const failed = rows.filter((row) => row.status === 'failed');
for (const row of failed) console.log(`  not approved, could not capture: ${row.snapshot.name} — ${row.detail ?? ''}`);
// The run's results no longer describe the baselines; the next `pnpm visual` starts afresh.
rmSync(resultsFile, { force: true });
console.log(`Approved ${approved} snapshots, removed ${removed} orphaned baselines. Commit visual/baselines.`);
if (failed.length > 0) process.exitCode = 1;
