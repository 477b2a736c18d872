// `pnpm check:packages`: what a consumer installs must be sound. For every published package:
// publint on the packed tarball, arethetypeswrong on the same tarball, the built types against the
// committed API reports (`pnpm api:check`), and — because components read theme variables by
// name — every `var(--aisle-…)` in the built CSS must be declared by the banner themes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');
const failures: string[] = [];
let passed = 0;

function check(name: string, ok: boolean, detail = '') {
  if (ok) passed += 1;
  else failures.push(`${name}${detail ? `: ${detail}` : ''}`);
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  publishConfig?: { exports?: Record<string, unknown> };
  exports?: Record<string, unknown>;
}

const published = readdirSync(packagesDir)
  .map((dir) => join(packagesDir, dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest }))
  .filter(({ manifest }) => !manifest.private);

/** Every banner has a stylesheet declaring the same variables, a JSON file with hex colours and a logo. */
function checkTokenOutputs(dist: string) {
  const ids = readdirSync(join(dist, 'json')).map((file) => file.replace(/\.json$/, ''));
  check(`@aisle/tokens emits JSON for 34 banners (${ids.length})`, ids.length === 34);
  const variablesOf = (id: string) =>
    (readFileSync(join(dist, 'themes', `${id}.css`), 'utf8').match(/--aisle-[\w-]+(?=:)/g) ?? []).join(',');
  const reference = variablesOf('kroger');
  const uneven = ids.filter((id) => variablesOf(id) !== reference);
  check(
    `@aisle/tokens emits a stylesheet per banner, all with the same variables`,
    uneven.length === 0,
    uneven.join(', '),
  );
  const notHex = ids.filter((id) => {
    const { color, palette } = JSON.parse(readFileSync(join(dist, 'json', `${id}.json`), 'utf8'));
    const values = JSON.stringify({ color, palette }).match(/"[^"]*"(?=[,}])/g) ?? [];
    return values.some((value) => !/^"#[0-9a-f]{6}([0-9a-f]{2})?"$/.test(value));
  });
  check('@aisle/tokens JSON colours are all hex', notHex.length === 0, notHex.join(', '));
  const logos = ids.filter((id) => existsSync(join(dist, 'logos', `${id}.svg`)));
  check('@aisle/tokens emits a logo per banner', logos.length === ids.length);
}

/**
 * What a team reads and relies on before it runs anything: the documents, a real version, caret
 * ranges that dedupe with its own dependencies, and the stylesheet and client markers it imports.
 */
function checkTarball(manifest: Manifest, tarball: string) {
  const listing = run('tar', ['-tzf', tarball], root);
  const files = new Set(listing.output.split('\n').map((line) => line.replace(/^package\//, '')));
  const documents = ['README.md', 'LICENSE', 'CHANGELOG.md'].filter((file) => !files.has(file));
  check(
    `${manifest.name} ships README, LICENSE and CHANGELOG`,
    documents.length === 0,
    `missing ${documents.join(', ')}`,
  );
  check(
    `${manifest.name} has a released version (${manifest.version})`,
    /^(?!0\.0\.0)\d+\.\d+\.\d+/.test(manifest.version),
  );
  const exact = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(([, range]) =>
    /^\d/.test(range),
  );
  check(
    `${manifest.name} takes ranges, not pinned versions`,
    exact.length === 0,
    exact.map(([name]) => name).join(', '),
  );
  const styles = manifest.publishConfig?.exports?.['./styles.css'];
  if (files.has('dist/index.css')) {
    check(`${manifest.name} exports its styles as ./styles.css`, styles === './dist/index.css', String(styles));
  }
  // tokens and contracts are React-free: no module of theirs is a client module.
  if (manifest.name !== '@aisle/tokens' && manifest.name !== '@aisle/contracts') {
    const unpacked = mkdtempSync(join(tmpdir(), 'aisle-unpacked-'));
    run('tar', ['-xzf', tarball, '-C', unpacked], root);
    const scripts = [...files].filter((file) => /^dist\/.*\.c?js$/.test(file));
    const marked = scripts.filter((file) =>
      readFileSync(join(unpacked, 'package', file), 'utf8').startsWith('"use client";'),
    );
    rmSync(unpacked, { recursive: true, force: true });
    check(
      `${manifest.name} marks its client modules "use client" (${marked.length} of ${scripts.length} files)`,
      marked.length > 0,
    );
  }
}

const packs = mkdtempSync(join(tmpdir(), 'aisle-packs-'));
try {
  for (const { dir, manifest } of published) {
    if (!existsSync(join(dir, 'dist'))) {
      check(`${manifest.name} is built`, false, 'run pnpm build first');
      continue;
    }
    const publint = run('pnpm', ['exec', 'publint', '--pack', 'pnpm', '--strict'], dir);
    check(`${manifest.name} publint`, publint.ok, publint.output);

    const pack = run('pnpm', ['pack', '--pack-destination', packs], dir);
    const tarball = readdirSync(packs).find((file) =>
      file.startsWith(manifest.name.replace('@', '').replace('/', '-')),
    );
    if (!pack.ok || !tarball) {
      check(`${manifest.name} packs`, false, pack.output);
      continue;
    }
    checkTarball(manifest, join(packs, tarball));
    // Stylesheets, JSON and SVG subpaths carry no types by nature; attw checks the JS ones.
    const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {};
    const assets = Object.keys(exportsMap).filter((key) => /\.(css|json|svg)$/.test(key) && !key.includes('*'));
    const attwArgs = ['exec', 'attw', join(packs, tarball), '--format', 'ascii', '--no-emoji'];
    if (assets.length > 0) attwArgs.push('--exclude-entrypoints', ...assets);
    const attw = run('pnpm', attwArgs, root);
    check(`${manifest.name} arethetypeswrong`, attw.ok, attw.output);
  }

  checkTokenOutputs(join(packagesDir, 'tokens', 'dist'));

  const apiReports = run('pnpm', ['--silent', 'api:check'], root);
  check('the built types match the committed API reports (pnpm api:check)', apiReports.ok, apiReports.output);

  const uiCss = join(packagesDir, 'ui', 'dist', 'index.css');
  const themeCss = join(packagesDir, 'tokens', 'dist', 'themes', 'kroger.css');
  if (existsSync(uiCss) && existsSync(themeCss)) {
    const declared = new Set(readFileSync(themeCss, 'utf8').match(/--aisle-[\w-]+(?=:)/g));
    const used = new Set(readFileSync(uiCss, 'utf8').match(/--aisle-[\w-]+/g));
    const missing = [...used].filter((name) => !declared.has(name));
    check(
      `@aisle/ui reads only variables the themes declare (${used.size} used)`,
      missing.length === 0,
      missing.join(', '),
    );
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
}

for (const failure of failures) console.error(`\n✗ ${failure}`);
console.log(`packages: ${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
