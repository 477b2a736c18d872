// `pnpm visual:approve`: accepts the images of the last `pnpm visual` run as the new baselines
// (and removes baselines whose story is gone). With no earlier run, it captures first.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { baselineStore } from './baselines';
import { paths } from './paths';
import type { ReportRow } from './report';
import { runVisual } from './run';

const resultsFile = join(paths.results, 'results.json');
const rows: ReportRow[] = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as ReportRow[])
  : (await runVisual()).rows;

const changes = new Map<string, Buffer | null>();
for (const { snapshot, status } of rows) {
  if (status === 'changed' || status === 'new')
    changes.set(snapshot.name, readFileSync(join(paths.results, 'actual', `${snapshot.name}.png`)));
  else if (status === 'orphaned') changes.set(snapshot.name, null);
}
await baselineStore(paths.baselines).save(changes);
const approved = [...changes.values()].filter(Boolean).length;
const failed = rows.filter((row) => row.status === 'failed');
for (const row of failed) console.log(`  not approved, could not capture: ${row.snapshot.name} — ${row.detail ?? ''}`);
// The run's results no longer describe the baselines; the next `pnpm visual` starts afresh.
rmSync(resultsFile, { force: true });
console.log(
  `Approved ${approved} snapshots, removed ${changes.size - approved} orphaned baselines. Commit visual/baselines.`,
);
if (failed.length > 0) process.exitCode = 1;
