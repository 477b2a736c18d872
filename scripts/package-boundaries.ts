// `pnpm lint` (after ESLint): a package reaches another only through its package name, so each one
// builds, packs and installs on its own. Any relative import, re-export, dynamic import or glob that
// leaves the package's folder fails, in its sources, tests, stories, scripts and configs alike.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const packageDirs = ['packages', 'apps', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const skipped = /(^|\/)(node_modules|dist|storybook-static|test-results|playwright-report)(\/|$)/;
const specifier =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bimport\.meta\.glob\(\s*\[?\s*|\brequire\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

const escapes: string[] = [];
for (const dir of packageDirs) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(m?[jt]sx?)$/.test(file) && !skipped.test(file),
  );
  for (const file of files) {
    const path = join(dir, file);
    for (const [, target = ''] of readFileSync(path, 'utf8').matchAll(specifier)) {
      const resolved = resolve(dirname(path), target);
      if (resolved !== dir && !resolved.startsWith(dir + sep))
        escapes.push(`${relative(root, path)} imports ${target}, outside ${relative(root, dir)}`);
    }
  }
}

for (const escape of escapes) console.error(`✗ ${escape}`);
console.log(`package boundaries: ${packageDirs.length} packages read, ${escapes.length} imports leave their package`);
process.exitCode = escapes.length > 0 ? 1 : 0;
