// `pnpm test` (through scripts/run.mjs): every gate CI checks, in order, each timed. A gate whose
// prerequisite failed is skipped and counted as failed, so one run reports as much as it can.
import { spawn } from 'node:child_process';

interface Gate {
  name: string;
  script: string;
  needs?: string;
  /**
   * Gates with the same stage run side by side. Only gates that leave cores idle share one (mostly
   * single-threaded work); the others already keep every core busy, and racing them would only
   * make each slower.
   */
  stage?: string;
}

const gates: Gate[] = [
  { name: 'lint', script: 'lint', stage: 'static checks' },
  { name: 'format', script: 'format:check', stage: 'static checks' },
  { name: 'typecheck', script: 'typecheck', stage: 'static checks' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'build packages', script: 'build' },
  { name: 'package checks', script: 'check:packages', needs: 'build packages', stage: 'checks and builds' },
  { name: 'size budgets', script: 'size', needs: 'build packages', stage: 'checks and builds' },
  { name: 'storybook build', script: 'storybook:build', stage: 'checks and builds' },
  { name: 'storefront build', script: 'storefront:build', stage: 'checks and builds' },
  { name: 'consumers', script: 'consumers', needs: 'build packages' },
  { name: 'story tests', script: 'test:stories' },
  { name: 'axe in every banner', script: 'test:a11y-banners', needs: 'storybook build' },
  { name: 'visual snapshots', script: 'visual', needs: 'storybook build' },
  { name: 'journeys', script: 'test:e2e', needs: 'storefront build' },
];

interface Outcome {
  ok: boolean;
  seconds: number;
  skipped?: boolean;
}

/** Runs one gate; alone it prints as it goes, beside others its output waits until it ends. */
function runGate(gate: Gate, alone: boolean): Promise<Outcome & { output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', gate.script], { stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

// Consecutive gates of one stage form one step; every other gate is a step of its own.
const steps: Gate[][] = [];
for (const gate of gates) {
  const last = steps.at(-1);
  if (gate.stage && last?.[0]?.stage === gate.stage) last.push(gate);
  else steps.push([gate]);
}

const outcomes = new Map<string, Outcome>();
for (const step of steps) {
  const ready = step.filter((gate) => {
    if (!gate.needs || outcomes.get(gate.needs)?.ok) return true;
    outcomes.set(gate.name, { ok: false, seconds: 0, skipped: true });
    return false;
  });
  const alone = ready.length === 1;
  if (alone) console.log(`\n━━ ${ready[0]?.name} (pnpm ${ready[0]?.script})`);
  const results = await Promise.all(ready.map((gate) => runGate(gate, alone)));
  ready.forEach((gate, index) => {
    const { output, ...outcome } = results[index] as Outcome & { output: string };
    if (!alone) process.stdout.write(`\n━━ ${gate.name} (pnpm ${gate.script})\n${output}`);
    outcomes.set(gate.name, outcome);
  });
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
