// `pnpm test` (through scripts/run.mjs): every gate CI checks, in order, each timed. A gate whose
// prerequisite failed is skipped and counted as failed, so one run reports as much as it can.
import { spawnSync } from 'node:child_process';

interface Gate {
  name: string;
  script: string;
  needs?: string;
}

const gates: Gate[] = [
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'build packages', script: 'build' },
  { name: 'package checks', script: 'check:packages', needs: 'build packages' },
  { name: 'size budgets', script: 'size', needs: 'build packages' },
  { name: 'storybook build', script: 'storybook:build' },
  { name: 'story tests', script: 'test:stories' },
  { name: 'axe in every banner', script: 'test:a11y-banners', needs: 'storybook build' },
  { name: 'visual snapshots', script: 'visual', needs: 'storybook build' },
  { name: 'storefront build', script: 'storefront:build' },
  { name: 'journeys', script: 'test:e2e', needs: 'storefront build' },
];

const outcomes = new Map<string, { ok: boolean; seconds: number; skipped?: boolean }>();
for (const gate of gates) {
  if (gate.needs && !outcomes.get(gate.needs)?.ok) {
    outcomes.set(gate.name, { ok: false, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n━━ ${gate.name} (pnpm ${gate.script})`);
  const started = Date.now();
  const result = spawnSync('pnpm', ['run', '--silent', gate.script], { stdio: 'inherit' });
  outcomes.set(gate.name, { ok: result.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary');
for (const [name, { ok, seconds, skipped }] of outcomes) {
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(20)} ${skipped ? 'skipped: its prerequisite failed' : `${seconds.toFixed(1)} s`}`,
  );
}
const failed = [...outcomes.values()].filter((outcome) => !outcome.ok).length;
console.log(`gates: ${outcomes.size - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
