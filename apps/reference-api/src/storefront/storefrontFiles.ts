import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Encoding = 'br' | 'gzip';

export interface StorefrontFile {
  type: string;
  body: Uint8Array<ArrayBuffer>;
  /** The build's precompressed copies (`.br`, `.gz` beside the file), when it made them. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const readBytes = (folder: string, name: string) => new Uint8Array(readFileSync(path.join(folder, name)));

const suffixes: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/**
 * Every file of the built storefront, read once into memory and keyed by its URL path
 * (`/assets/index-abc.js`). The `.br` and `.gz` copies join their original rather than being
 * served on their own; only paths listed here exist, so no request can reach outside the folder.
 */
export function loadStorefrontFiles(folder: string): Map<string, StorefrontFile> {
  const names = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  const present = new Set(names);
  const files = new Map<string, StorefrontFile>();
  for (const name of names) {
    const encoding = suffixes[path.extname(name)];
    if (encoding && present.has(name.slice(0, -path.extname(name).length))) continue;
    const read = (suffix: string) => (present.has(name + suffix) ? readBytes(folder, name + suffix) : undefined);
    const encoded: StorefrontFile['encoded'] = {};
    for (const [suffix, each] of Object.entries(suffixes)) {
      const copy = read(suffix);
      if (copy) encoded[each] = copy;
    }
    files.set(`/${name.split(path.sep).join('/')}`, {
      type: contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      body: readBytes(folder, name),
      encoded,
    });
  }
  return files;
}
