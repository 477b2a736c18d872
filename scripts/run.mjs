#!/usr/bin/env node
// The two Quick start commands (`npm start`, `npm test`) land here. Plain Node with no
// dependencies, because it runs before anything is installed: it brings pnpm at the pinned
// version, the frozen lockfile and (for tests) Chromium and PostgreSQL, then hands over to the job.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const job = process.argv[2];
const jobs = { start: ['start:storefront'], test: ['test:all'] };
if (!(job in jobs)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(jobs).join('|')}`);
  process.exit(2);
}

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function quiet(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** pnpm at exactly the pinned version: the one on PATH, a global install, or npx as a last resort. */
function pnpm() {
  if (quiet('pnpm', ['--version']) === pinned) return ['pnpm'];
  console.log(`› installing pnpm ${pinned}`);
  const installed = spawnSync('npm', ['install', '--global', `pnpm@${pinned}`], { stdio: 'inherit' });
  if (installed.status === 0 && quiet('pnpm', ['--version']) === pinned) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is ${path}, but there is no browser there.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error('No Chromium at /usr/bin/chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log('› installing Chromium from Debian');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * PostgreSQL's server programs, so the reference API's tests also run on a real PostgreSQL (they
 * start a throwaway cluster of their own). Installed from Debian when missing and we are root.
 */
function ensurePostgres() {
  const found = quiet('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null || command -v initdb']);
  if (found || process.env.PG_BIN) return;
  if (process.getuid?.() !== 0) {
    console.log('› no PostgreSQL server found: its tests will be skipped (apt-get install postgresql, or set PG_BIN)');
    return;
  }
  console.log('› installing PostgreSQL from Debian');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const [bin, ...prefix] = pnpm();
console.log('› installing dependencies from the lockfile');
run(bin, [...prefix, 'install', '--frozen-lockfile', '--reporter=append-only'], {
  env: { ...process.env, CI: process.env.CI ?? 'true' },
});
if (job === 'test') {
  ensureChromium();
  ensurePostgres();
}
for (const script of jobs[job]) run(bin, [...prefix, 'run', script]);
