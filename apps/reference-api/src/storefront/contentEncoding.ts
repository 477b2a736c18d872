import type { Encoding } from './storefrontFiles';

/** The server's preference when the client accepts several equally: brotli is the smaller. */
const preference: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send, from `Accept-Encoding` (RFC 9110 §12.5.3) and the copies at hand:
 * the highest q-value wins, a tie goes to brotli, `q=0` refuses, `*` stands for any not named.
 * `undefined` means the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | null, available: readonly Encoding[]): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((each) => /^\s*q=([0-9.]+)\s*$/.exec(each)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const candidates = preference.filter((encoding) => available.includes(encoding) && weight(encoding) > 0);
  return candidates.sort((a, b) => weight(b) - weight(a))[0];
}
