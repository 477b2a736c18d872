// `pnpm test` (through scripts/run.mjs): every gate CI checks, in order, each timed. A gate whose
// prerequisite failed is skipped and counted as failed, so one run reports as much as it can.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The suite's time on a clean clone with two cores, kept here and nowhere else: 20 minutes with two
 * feature packages, 35 once all four are in (7.5 more for each one added).
 */
const featurePackages = ['account', 'scheduling', 'checkout', 'wallet'].filter((name) =>
  existsSync(join(import.meta.dirname, '..', 'packages', name)),
);
const budgetMinutes = 20 + 7.5 * Math.max(0, featurePackages.length - 2);
const suiteStarted = Date.now();

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
  // Mostly waiting on installs from the registry: it overlaps the checks and builds well.
  { name: 'consumers', script: 'consumers', needs: 'build packages', stage: 'checks and builds' },
  // Every story's play function, from the static build, at 375 and 1280 px; all of axe on each
  // in the default banner, and axe's colour rules in every other banner. It is the story tests'
  // check too: running every play function a third time, in Vite's dev server, for axe alone cost
  // six and a half minutes of a suite over its budget. `pnpm test:stories` stays for developers.
  { name: 'visual, axe and colours', script: 'visual', needs: 'storybook build' },
  // After the storefront build, which it measures; a few seconds beside the journeys.
  { name: 'route budgets', script: 'size:routes', needs: 'storefront build', stage: 'journeys' },
  { name: 'journeys', script: 'test:e2e', needs: 'storefront build', stage: 'journeys' },
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
    const child = spawn('pnpm', ['run', '--silent', gate.script], { stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (alone) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

/**
 * The lines of a failed gate's output that name what failed. CI keeps only the end of a run, so
 * they are printed again above the summary, where a failure far up a long log is still seen.
 */
function failureDigest(output: string): string[] {
  // Test runners colour their marks; the digest matches and prints plain text.
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const marked = lines.filter((line) => /(^|\s)(FAIL|✗|×|✘|Error:|error TS\d+|AssertionError)/.test(line));
  return (marked.length > 0 ? marked : lines.filter(Boolean).slice(-20)).slice(0, 30);
}

/**
 * The tests a gate passed only on a retry (its runners list them under a line saying "flaky"):
 * printed again at the end, so a flaky test is seen and fixed before it fails a landing.
 */
function flakyDigest(output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /^\s*(\d+ flaky|flaky:)/.test(line));
  if (start < 0) return [];
  // The names are indented under the heading line; the list ends where that indentation does.
  const indent = (line: string) => line.length - line.trimStart().length;
  const heading = indent(lines[start] ?? '');
  const listed = lines.slice(start + 1).findIndex((line) => !line.trim() || indent(line) <= heading);
  return lines.slice(start, listed < 0 ? undefined : start + 1 + listed).slice(0, 20);
}

// Consecutive gates of one stage form one step; every other gate is a step of its own.
const steps: Gate[][] = [];
for (const gate of gates) {
  const last = steps.at(-1);
  if (gate.stage && last?.[0]?.stage === gate.stage) last.push(gate);
  else steps.push([gate]);
}

const outcomes = new Map<string, Outcome>();
const digests = new Map<string, string[]>();
const flakies = new Map<string, string[]>();
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
    if (!outcome.ok) digests.set(gate.name, failureDigest(output));
    const flaky = flakyDigest(output);
    if (flaky.length > 0) flakies.set(gate.name, flaky);
  });
}

for (const [name, lines] of flakies) console.log(`\n━━ flaky in ${name}\n${lines.join('\n')}`);
for (const [name, lines] of digests) console.log(`\n━━ what failed in ${name}\n${lines.join('\n')}`);

console.log('\n━━ summary');
const wall = (Date.now() - suiteStarted) / 1000;
console.log(`${'gate'.padEnd(22)} ${'time'.padStart(8)}  share`);
for (const [name, { ok, seconds, skipped }] of outcomes) {
  const time = skipped
    ? 'skipped: its prerequisite failed'
    : `${seconds.toFixed(1).padStart(6)} s  ${percent(seconds)}`;
  console.log(`${ok ? '✓' : '✗'} ${name.padEnd(20)} ${time}`);
}
const minutes = wall / 60;
console.log(
  `${'total (wall)'.padEnd(22)} ${wall.toFixed(1).padStart(6)} s  = ${minutes.toFixed(1)} min of a ${budgetMinutes}-minute budget ` +
    `(${featurePackages.length} feature packages)${minutes > budgetMinutes ? ': OVER BUDGET' : ''}`,
);
const failed = [...outcomes.values()].filter((outcome) => !outcome.ok).length;
console.log(`gates: ${outcomes.size - failed} passed, ${failed} failed`);
// A suite past its budget fails like a gate: CI's 90 minutes hold only while each run keeps to it.
const overBudget = minutes > budgetMinutes;
if (overBudget) console.log(`the suite took ${minutes.toFixed(1)} min, over its ${budgetMinutes}-minute budget`);
process.exitCode = failed > 0 || overBudget ? 1 : 0;

/** A gate's share of the wall time; gates run side by side share it. */
function percent(seconds: number): string {
  return `${((seconds / wall) * 100).toFixed(0).padStart(3)} %`;
}
