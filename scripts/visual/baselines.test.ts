// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baselineStore, toPng } from './baselines';

/** A 3×2 PNG of one colour. */
const solid = (r: number, g: number, b: number) =>
  toPng({ width: 3, height: 2, data: Buffer.from(Array.from({ length: 6 }, () => [r, g, b, 255]).flat()) });

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'baselines-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const files = () => readdirSync(folder).sort();
const identical = () => JSON.parse(readFileSync(join(folder, 'identical.json'), 'utf8')) as Record<string, string>;

describe('given approved images', () => {
  it('after saving, each reads back with exactly its pixels', async () => {
    const store = baselineStore(folder);
    await store.save(new Map([['red', await solid(255, 0, 0)]]));
    const red = await store.read('red');
    expect(red).toMatchObject({ width: 3, height: 2 });
    expect([...(red?.data ?? [])].slice(0, 8)).toEqual([255, 0, 0, 255, 255, 0, 0, 255]);
    expect(files()).toEqual(['red.webp']);
  });

  it('after saving identical images, one file holds them and the others name it', async () => {
    const store = baselineStore(folder);
    const blue = await solid(0, 0, 255);
    await store.save(
      new Map([
        ['b-second', blue],
        ['a-first', blue],
        ['green', await solid(0, 255, 0)],
      ]),
    );
    expect(files()).toEqual(['a-first.webp', 'green.webp', 'identical.json']);
    expect(identical()).toEqual({ 'b-second': 'a-first' });
    expect(store.names()).toEqual(['a-first', 'b-second', 'green']);
    expect(await store.read('b-second')).toEqual(await store.read('a-first'));
  });
});

describe('given a stored image that another snapshot shares', () => {
  it('after the keeper changes, the other keeps the old image in a file of its own', async () => {
    const store = baselineStore(folder);
    const blue = await solid(0, 0, 255);
    await store.save(
      new Map([
        ['a', blue],
        ['b', blue],
      ]),
    );
    const before = await store.read('b');
    await store.save(new Map([['a', await solid(9, 9, 9)]]));
    expect(files()).toEqual(['a.webp', 'b.webp']);
    expect(await store.read('b')).toEqual(before);
  });

  it('after the keeper is removed, the other keeps its image and nothing is left over', async () => {
    const store = baselineStore(folder);
    const blue = await solid(0, 0, 255);
    await store.save(
      new Map([
        ['a', blue],
        ['b', blue],
      ]),
    );
    await store.save(new Map([['a', null]]));
    expect(files()).toEqual(['b.webp']);
    expect(store.names()).toEqual(['b']);
  });

  it('after an unrelated approval, its file keeps its bytes', async () => {
    const store = baselineStore(folder);
    await store.save(new Map([['a', await solid(0, 0, 255)]]));
    const bytes = readFileSync(join(folder, 'a.webp'));
    await store.save(new Map([['c', await solid(1, 2, 3)]]));
    expect(readFileSync(join(folder, 'a.webp')).equals(bytes)).toBe(true);
  });
});
