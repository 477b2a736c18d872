import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClientModule, markClientOutputs, needsClientDirective } from './index.js';

const repo = join(import.meta.dirname, '..', '..', '..');
const publishedSources = ['tokens', 'ui', 'core', 'account', 'scheduling', 'wallet']
  .map((name) => join(repo, 'packages', name, 'src'))
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|css|d)\.tsx?$/.test(file))
  // @aisle/ui's story and test helpers are never built.
  .filter((file) => !/packages\/ui\/src\/(stories|testing)\//.test(file));

describe('given the source modules of the published packages', () => {
  it.each(publishedSources.map((file) => [file.slice(repo.length + 1), file]))(
    '%s says "use client" exactly when it calls a hook, creates a context or takes a handler',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      expect(isClientModule(source)).toBe(needsClientDirective(source));
    },
  );
});

describe('given source text', () => {
  it.each([
    ["'use client';\nexport const a = 1;", true],
    ['// why\n"use client"\nexport const a = 1;', true],
    ["export const a = 'use client';", false],
  ])('reads the directive of %j as %s', (source, expected) => {
    expect(isClientModule(source)).toBe(expected);
  });

  it.each([
    ['const [a] = useState(0);', true],
    ['const ref = useRef<HTMLDivElement>(null);', true],
    ['export const Ctx = createContext<Value | null>(null);', true],
    ['return <button onClick={go}>Go</button>;', true],
    ['export const format = (cents: number) => `$${cents / 100}`;', false],
    ['// useState( is only mentioned here\nexport const a = 1;', false],
    ['return <div className={box}>{children}</div>;', false],
  ])('judges %j client-only: %s', (source, expected) => {
    expect(needsClientDirective(source)).toBe(expected);
  });
});

describe('given a built package with a metafile', () => {
  it('marks the outputs that hold a client module and removes the metafile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'use-client-'));
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'src/Button.tsx'), "'use client';\nexport const Button = 1;");
    writeFileSync(join(dir, 'src/Box.tsx'), 'export const Box = 1;');
    writeFileSync(join(dir, 'dist/chunk-A.js'), 'export const Button = 1;');
    writeFileSync(join(dir, 'dist/chunk-B.js'), 'export const Box = 1;');
    writeFileSync(join(dir, 'dist/index.css'), '.a{}');
    const outputs = {
      'dist/chunk-A.js': { inputs: { 'src/Button.tsx': {}, 'src/Box.tsx': {} } },
      'dist/chunk-B.js': { inputs: { 'src/Box.tsx': {} } },
      'dist/index.css': { inputs: { 'src/Button.tsx': {} } },
    };
    writeFileSync(join(dir, 'dist/metafile-esm.json'), JSON.stringify({ outputs }));

    expect(markClientOutputs(dir)).toEqual(['dist/chunk-A.js']);
    expect(readFileSync(join(dir, 'dist/chunk-A.js'), 'utf8')).toBe('"use client";export const Button = 1;');
    expect(readFileSync(join(dir, 'dist/chunk-B.js'), 'utf8')).toBe('export const Box = 1;');
    expect(readdirSync(join(dir, 'dist'))).not.toContain('metafile-esm.json');
  });
});
