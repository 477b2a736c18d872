// The repository stands on its own: a clone has nothing beside it, so no document links out of it
// and no file reaches for a folder next to it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(md|ts|tsx|mjs|js|json|ya?ml)$/.test(file) && file !== 'pnpm-lock.yaml');

function leavesRepository(file: string, target: string): boolean {
  if (/^[a-z]+:|^#|^\//i.test(target)) return false;
  return relative(root, resolve(root, dirname(file), target)).startsWith('..');
}

describe('given every tracked source and document', () => {
  it('no markdown link leaves the repository', () => {
    const leaving = tracked
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
          .map((match) => match[1] ?? '')
          .filter((target) => leavesRepository(file, target))
          .map((target) => `${file} → ${target}`),
      );
    expect(leaving).toEqual([]);
  });

  it("no file points at the workplace's shared folder beside the repository", () => {
    const pointing = tracked.filter(
      (file) =>
        file !== 'scripts/repoBoundary.test.ts' && /\.\.\/shared\//.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(pointing).toEqual([]);
  });
});
