// `pnpm consumers`: a product team's first hour, replayed. Packs every published package, installs
// the tarballs into a fresh Vite app (strict TypeScript) and a fresh Next.js App Router app outside
// the workspace, with the files and install lines the READMEs give, type-checks and builds both,
// then opens their pages in Chromium and checks that each rendered with its styles applied.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scaffold, pinned } from './apps';
import { checkPages } from './pages';
import { readSnippets, type ConsumerApp } from './readmeSnippets';

const root = join(import.meta.dirname, '..', '..');
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const published = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => !manifest.private);

const readmes = Object.fromEntries(
  published
    .filter(({ dir }) => existsSync(join(dir, 'README.md')))
    .map(({ dir }) => [dir.slice(root.length + 1) + '/README.md', readFileSync(join(dir, 'README.md'), 'utf8')]),
);
const snippets = readSnippets(readmes);

const work = mkdtempSync(join(tmpdir(), 'aisle-consumers-'));
const packs = join(work, 'packs');
mkdirSync(packs);

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${output}`)),
    );
  });
}

/** What the README install lines ask for, with our packages as their packed tarballs. */
function dependenciesFromReadmes(tarballs: Map<string, string>): Record<string, string> {
  const dependencies: Record<string, string> = {};
  for (const { packages, source } of snippets.installs) {
    for (const name of packages) {
      const spec = tarballs.get(name) ?? (pinned as Record<string, string>)[name];
      if (!spec)
        throw new Error(
          `${source} installs ${name}: not one of ours, and scripts/consumers/apps.ts pins no version of it`,
        );
      dependencies[name] = spec;
    }
  }
  return dependencies;
}

function writeApp(app: ConsumerApp, dependencies: Record<string, string>): string {
  const dir = join(work, app);
  const base = scaffold(app);
  const files = { ...base.files };
  for (const file of snippets.files.filter((snippet) => snippet.app === app)) files[file.path] = file.code;
  if (!Object.keys(files).some((path) => /^(src|app)\//.test(path))) {
    throw new Error(`No README gives a file of the ${app} app: mark one with <!-- consumers: ${app} <path> -->`);
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const manifest = {
    name: `aisle-consumer-${app}`,
    private: true,
    type: 'module',
    scripts: base.scripts,
    dependencies: { ...base.dependencies, ...dependencies },
    devDependencies: base.devDependencies,
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

let failed = false;
try {
  log(`packing ${published.length} packages`);
  const tarballs = new Map<string, string>();
  for (const { dir, manifest } of published) {
    const before = new Set(readdirSync(packs));
    const pack = spawnSync('pnpm', ['pack', '--pack-destination', packs], { cwd: dir, encoding: 'utf8' });
    const tarball = readdirSync(packs).find((file) => !before.has(file));
    if (pack.status !== 0 || !tarball) throw new Error(`${manifest.name} did not pack:\n${pack.stdout}${pack.stderr}`);
    tarballs.set(manifest.name, `file:${join(packs, tarball)}`);
  }
  const dependencies = dependenciesFromReadmes(tarballs);
  const missing = [...tarballs.keys()].filter((name) => !(name in dependencies));
  if (missing.length > 0) throw new Error(`No README install line installs ${missing.join(', ')}`);

  const apps = { vite: writeApp('vite', dependencies), next: writeApp('next', dependencies) };
  log(`installing the tarballs into ${apps.vite} and ${apps.next}`);
  const npmInstall = ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'];
  await Promise.all(Object.values(apps).map((dir) => run('npm', npmInstall, dir)));

  log('Vite: type-check (strict) and build');
  await run('npm', ['run', '--silent', 'typecheck'], apps.vite);
  await run('npm', ['run', '--silent', 'build'], apps.vite);
  log('Next.js: build (type-checks, prerenders the server component)');
  await run('npm', ['run', '--silent', 'build'], apps.next, { NEXT_TELEMETRY_DISABLED: '1' });

  log('serving both and opening their pages in Chromium');
  const results = await checkPages(apps);
  for (const result of results)
    console.log(`${result.ok ? '✓' : '✗'} ${result.name}${result.ok ? '' : `: ${result.detail}`}`);
  failed = results.some((result) => !result.ok);
  console.log(`consumers: ${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length} failed`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (process.env.KEEP_CONSUMERS) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
  log(failed ? 'failed' : 'done');
  process.exitCode = failed ? 1 : 0;
}
