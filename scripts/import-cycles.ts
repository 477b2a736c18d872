// `pnpm lint` (after ESLint): no module may import itself back through others at run time. A cycle
// makes evaluation order depend on which module a bundler reaches first: a value read during
// import can be undefined. Type-only imports vanish at build time, so they do not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const sourceRoots = [
  ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src')),
  ...readdirSync(join(root, 'apps')).map((name) => join(root, 'apps', name, 'src')),
].filter((dir) => existsSync(dir));

const runtimeImport =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js'].map((extension) => base + extension),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && /\.(tsx?|js)$/.test(path));
}

/** Relative runtime imports, `import { type A, type B }` included only when it imports a value. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(runtimeImport)) {
    const statement = match[0];
    const braces = /\{([^}]*)\}/.exec(statement)?.[1];
    const onlyTypes =
      braces !== undefined &&
      !/^\s*import\s+\w/.test(statement) &&
      braces.split(',').every((name) => !name.trim() || name.trim().startsWith('type '));
    if (onlyTypes) continue;
    const target = resolveModule(file, match[1] ?? match[2] ?? '');
    if (target) found.push(target);
  }
  return found;
}

const files = sourceRoots.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file)),
);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: each component of more than one module is a cycle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];

function visit(file: string) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
  }
}

for (const file of graph.keys()) if (!index.has(file)) visit(file);

for (const cycle of cycles) {
  console.error(
    `✗ import cycle: ${cycle
      .map((file) => relative(root, file))
      .sort()
      .join(' ⇄ ')}`,
  );
}
console.log(`import cycles: ${graph.size} modules read, ${cycles.length} cycles`);
process.exitCode = cycles.length > 0 ? 1 : 0;
