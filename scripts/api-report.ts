// `pnpm api:update` and `pnpm api:check`: one API report per published entry, made by API Extractor
// from the built `.d.ts` files (run `pnpm build` first) and committed as
// `packages/<name>/api/<entry>.api.md`. A change to a public name or signature then shows in review
// as a diff of those files: `update` rewrites them, `check` fails when the built types differ.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';

const mode = process.argv[2];
if (mode !== 'update' && mode !== 'check') {
  console.error('usage: tsx scripts/api-report.ts update|check');
  process.exit(2);
}

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');

interface Manifest {
  name: string;
  private?: boolean;
  publishConfig: { exports: Record<string, string | { import: string }> };
}

interface Entry {
  /** What a consumer imports: `@aisle/core/format`. */
  specifier: string;
  packageName: string;
  packageDir: string;
  /** The built declaration file of the entry. */
  types: string;
  /** `core-format` for `packages/core/api/core-format.api.md`. */
  report: string;
}

/** Every entry a published package exports with code (stylesheets, JSON, logos and package.json carry no API). */
function publishedEntries(): Entry[] {
  return readdirSync(packagesDir).flatMap((dir) => {
    const packageDir = join(packagesDir, dir);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
    if (manifest.private) return [];
    return Object.entries(manifest.publishConfig.exports).flatMap(([subpath, target]) => {
      if (typeof target === 'string') return [];
      const name = subpath.replace(/^\.\/?/, '');
      return [
        {
          specifier: name ? `${manifest.name}/${name}` : manifest.name,
          packageName: manifest.name,
          packageDir,
          types: join(packageDir, target.import.replace(/\.js$/, '.d.ts')),
          report: [dir, ...name.split('/')].filter(Boolean).join('-'),
        },
      ];
    });
  });
}

function extract(entry: Entry, entries: Entry[], reportTempFolder: string) {
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: entry.packageDir,
      mainEntryPointFilePath: entry.types,
      newlineKind: 'lf',
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2023',
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            // Inside the workspace `@aisle/*` resolves to TypeScript source; a consumer gets the built
            // declarations, and so does the report. Through node_modules, so they stay external.
            // A package this one does not depend on (reached through another's types) comes through
            // the root's node_modules.
            paths: Object.fromEntries(
              entries.map((other) => {
                const own = join(entry.packageDir, 'node_modules', other.packageName);
                const linked = existsSync(own) ? own : join(root, 'node_modules', other.packageName);
                return [other.specifier, [join(linked, relative(other.packageDir, other.types))]];
              }),
            ),
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.report,
        reportFolder: join(entry.packageDir, 'api'),
        reportTempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning },
          // We do not mark release stages (@public, @beta): every exported name is public.
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // Comments go where a reader needs one, not on every member.
          'ae-undocumented': { logLevel: ExtractorLogLevel.None },
          // A public signature naming a type the entry does not export: noted in the report, beside
          // the signature, for the reviewer (often the type is exported by the package's main entry).
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
        },
        // Our comments are written for readers, not for a TSDoc site: its syntax rules are noise here.
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(entry.packageDir, 'package.json'),
  });
  const problems: string[] = [];
  // API Extractor writes the new report to the temp folder; the comparison is ours (see below).
  Extractor.invoke(config, {
    localBuild: false,
    messageCallback: (message: ExtractorMessage) => {
      // API Extractor's own progress lines and report notices are replaced by one line per entry.
      message.handled = true;
      if (message.messageId.startsWith('console-api-report-')) return;
      if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
        problems.push(message.formatMessageWithLocation(`${root}/`));
      }
    },
  });
  const report = join(entry.packageDir, 'api', `${entry.report}.api.md`);
  const made = stableUnions(readFileSync(join(reportTempFolder, `${entry.report}.api.md`), 'utf8'));
  const kept = existsSync(report) ? readFileSync(report, 'utf8') : undefined;
  const changed = made !== kept;
  if (changed && mode === 'update') writeFileSync(report, made);
  if (changed && mode === 'check') problems.push(firstDifference(kept ?? '', made));
  return { changed, problems };
}

/**
 * The report with each union of literals in one order. The compiler prints a union's members in
 * the order it happened to create their types, which differs between builds of the same code
 * (`"0" | "2" | "1"` one time, `"0" | "1" | "2"` the next), so a report as printed would fail the
 * check at random.
 */
function stableUnions(text: string): string {
  const literal = String.raw`(?:"[^"\n]*"|-?\d+(?:\.\d+)?|true|false)`;
  // Whole literals only: not the digits ending a name (`Step2 | 3`).
  return text.replace(new RegExp(`(?<![\\w$.])${literal}(?: \\| ${literal})+(?![\\w$])`, 'g'), (union) =>
    union
      .split(' | ')
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .join(' | '),
  );
}

/** Where the kept report and the new one part, for the check's message. */
function firstDifference(kept: string, made: string): string {
  const keptLines = kept.split('\n');
  const madeLines = made.split('\n');
  const at = madeLines.findIndex((line, index) => line !== keptLines[index]);
  const line = at === -1 ? madeLines.length : at;
  return `first difference at line ${line + 1}:\n- ${keptLines[line] ?? '(end)'}\n+ ${madeLines[line] ?? '(end)'}`;
}

const entries = publishedEntries();
const temp = mkdtempSync(join(tmpdir(), 'aisle-api-'));
const failed: string[] = [];
try {
  for (const entry of entries) {
    const report = join(entry.packageDir, 'api', `${entry.report}.api.md`);
    const shown = relative(root, report);
    const existed = existsSync(report);
    if (mode === 'update') mkdirSync(dirname(report), { recursive: true });
    const { changed, problems } = extract(entry, entries, temp);
    const failedHere = problems.length > 0 || (mode === 'check' && changed);
    const notes = { update: existed ? ' updated' : ' created', check: existed ? ' differs' : ' is missing' };
    const note = changed ? notes[mode] : '';
    console.log(`${failedHere ? '✗' : '✓'} ${entry.specifier}: ${shown}${note}`);
    for (const problem of problems) console.log(problem.replace(/^/gm, '    '));
    if (failedHere) failed.push(shown);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

if (failed.length > 0) {
  console.error(`\n✗ ${failed.length} of ${entries.length} API reports: ${failed.join(', ')}`);
  if (mode === 'check') {
    console.error(
      'If the API change is intended: `pnpm build && pnpm api:update`, then review and commit the .api.md diff.',
    );
  }
}
process.exitCode = failed.length > 0 ? 1 : 0;
