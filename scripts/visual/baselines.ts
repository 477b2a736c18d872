// The committed baselines. Each is stored as lossless WebP: the same pixels as the PNG Chromium
// writes, in about a third of the bytes. An image several snapshots share is stored once, under the
// first of their names; `identical.json` names, for each of the others, the snapshot whose file it
// shares. Reviewers open the files as they are: browsers and image viewers show WebP.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Straight RGBA, 8 bits a channel. */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

interface Image {
  pixels: Pixels;
  /** The stored bytes, when the image is already a baseline file. */
  encoded?: Buffer;
}

const extension = '.webp';

export async function decode(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export function toPng({ width, height, data }: Pixels): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

function lossless({ width, height, data }: Pixels): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .webp({ lossless: true, effort: 4 })
    .toBuffer();
}

const fingerprint = ({ width, height, data }: Pixels) =>
  createHash('sha256').update(`${width}x${height}:`).update(data).digest('hex');

/** The baselines kept in `folder`. */
export function baselineStore(folder: string) {
  const identicalFile = join(folder, 'identical.json');
  const readIdentical = (): Record<string, string> =>
    existsSync(identicalFile) ? (JSON.parse(readFileSync(identicalFile, 'utf8')) as Record<string, string>) : {};
  const storedNames = () =>
    readdirSync(folder)
      .filter((file) => file.endsWith(extension))
      .map((file) => file.slice(0, -extension.length));
  const fileOf = (name: string, identical: Record<string, string>) => {
    const file = join(folder, `${identical[name] ?? name}${extension}`);
    return existsSync(file) ? file : undefined;
  };

  /** Every snapshot name that has a baseline, stored or shared. */
  const names = (): string[] => [...storedNames(), ...Object.keys(readIdentical())].sort();

  return {
    names,

    async read(name: string): Promise<Pixels | undefined> {
      const file = fileOf(name, readIdentical());
      return file ? decode(readFileSync(file)) : undefined;
    },

    /**
     * Applies approved images (a PNG, or `null` to remove the baseline) and stores the whole set
     * again: one file per distinct image. A file whose pixels did not change keeps its bytes, so an
     * approval shows in review as exactly the images that changed.
     */
    async save(changes: ReadonlyMap<string, Buffer | null>): Promise<void> {
      const identical = readIdentical();
      const images = new Map<string, Image>();
      const stored = new Map<string, Image>();
      for (const name of names()) {
        const file = changes.has(name) ? undefined : fileOf(name, identical);
        if (!file) continue;
        let image = stored.get(file);
        if (!image) {
          const encoded = readFileSync(file);
          image = { pixels: await decode(encoded), encoded };
          stored.set(file, image);
        }
        images.set(name, image);
      }
      for (const [name, png] of changes) if (png) images.set(name, { pixels: await decode(png) });

      const groups = new Map<string, Image & { names: string[] }>();
      for (const [name, image] of images) {
        const key = fingerprint(image.pixels);
        const group = groups.get(key) ?? { pixels: image.pixels, names: [] };
        group.names.push(name);
        group.encoded ??= image.encoded;
        groups.set(key, group);
      }
      const nextIdentical: [string, string][] = [];
      const kept = new Set<string>();
      for (const group of groups.values()) {
        const [keeper, ...others] = group.names.sort();
        if (!keeper) continue;
        const bytes = group.encoded ?? (await lossless(group.pixels));
        const file = join(folder, `${keeper}${extension}`);
        if (!existsSync(file) || !readFileSync(file).equals(bytes)) writeFileSync(file, bytes);
        kept.add(keeper);
        for (const other of others) nextIdentical.push([other, keeper]);
      }
      for (const name of storedNames()) if (!kept.has(name)) rmSync(join(folder, `${name}${extension}`));
      nextIdentical.sort(([a], [b]) => a.localeCompare(b));
      if (nextIdentical.length > 0)
        writeFileSync(identicalFile, `${JSON.stringify(Object.fromEntries(nextIdentical), null, 2)}\n`);
      else rmSync(identicalFile, { force: true });
    },
  };
}
