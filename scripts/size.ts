// `pnpm size`: runs size-limit once over our entries and the anchor libraries, prints them side by
// side, and fails when an entry is over its budget or over its allowed ratio to an anchor.
import { spawnSync } from 'node:child_process';

interface Measurement {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
}

/** Budgets relative to an anchor measured in the same run, e.g. "Modal at most 1.10 × Radix Dialog". */
export const ratioRules: { ours: string; anchor: string; max: number }[] = [
  { ours: '@aisle/ui Modal', anchor: '@radix-ui/react-dialog', max: 1.1 },
  // Both drawers stand on Radix Dialog, so "under half of vaul" compares what each adds to it.
  { ours: '@aisle/ui Drawer beyond Radix Dialog', anchor: 'vaul beyond Radix Dialog', max: 0.5 },
  { ours: '@aisle/ui Toasts', anchor: 'sonner', max: 0.6 },
  { ours: '@aisle/ui Carousel', anchor: 'embla-carousel-react', max: 0.6 },
  { ours: '@aisle/ui Tabs', anchor: '@radix-ui/react-tabs', max: 1.1 },
  { ours: '@aisle/core service client', anchor: 'axios', max: 0.3 },
];

/** Budgets relative to another of our entries: "Drawer at most Modal + 1.5 kB". */
export const marginRules: { ours: string; base: string; maxExtraBytes: number }[] = [
  { ours: '@aisle/ui Drawer', base: '@aisle/ui Modal', maxExtraBytes: 1500 },
];

const result = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' });
const start = result.stdout.indexOf('[');
if (start === -1) {
  console.error(result.stdout, result.stderr);
  console.error('size-limit did not report; are the packages built (pnpm build)?');
  process.exit(1);
}
const measurements = JSON.parse(result.stdout.slice(start)) as Measurement[];
const byName = new Map(measurements.map((m) => [m.name, m]));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

const failures: string[] = [];
console.log('Size, minified + gzip, React external\n');
console.log(`${'entry'.padEnd(48)}${'size'.padStart(10)}${'budget'.padStart(12)}`);
for (const m of measurements) {
  const budget = m.sizeLimit === undefined ? 'anchor' : kB(m.sizeLimit);
  console.log(
    `${m.name.padEnd(48)}${kB(m.size).padStart(10)}${budget.padStart(12)}${m.passed === false ? '  OVER' : ''}`,
  );
  if (m.passed === false) failures.push(`${m.name} is ${kB(m.size)}, over its ${budget} budget`);
}

if (ratioRules.length > 0) console.log('\nAgainst the anchors');
for (const rule of ratioRules) {
  const ours = byName.get(rule.ours);
  const anchor = byName.get(`anchor: ${rule.anchor}`);
  if (!ours || !anchor) {
    failures.push(`ratio rule ${rule.ours} / ${rule.anchor}: one side was not measured`);
    continue;
  }
  const ratio = ours.size / anchor.size;
  console.log(
    `${rule.ours} / ${rule.anchor} = ${ratio.toFixed(2)} (at most ${rule.max.toFixed(2)})${ratio > rule.max ? '  OVER' : ''}`,
  );
  if (ratio > rule.max) failures.push(`${rule.ours} is ${ratio.toFixed(2)} × ${rule.anchor}, over ${rule.max}`);
}

for (const rule of marginRules) {
  const ours = byName.get(rule.ours);
  const base = byName.get(rule.base);
  if (!ours || !base) {
    failures.push(`margin rule ${rule.ours} / ${rule.base}: one side was not measured`);
    continue;
  }
  const extra = ours.size - base.size;
  console.log(
    `${rule.ours} − ${rule.base} = ${kB(extra)} (at most ${kB(rule.maxExtraBytes)})${extra > rule.maxExtraBytes ? '  OVER' : ''}`,
  );
  if (extra > rule.maxExtraBytes)
    failures.push(`${rule.ours} is ${kB(extra)} more than ${rule.base}, over ${kB(rule.maxExtraBytes)}`);
}

const checks = measurements.filter((m) => m.sizeLimit !== undefined).length + ratioRules.length + marginRules.length;
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(`size: ${checks - failures.length} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
