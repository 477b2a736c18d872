import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './contentEncoding';

describe('chooseEncoding', () => {
  it('given both copies and a browser taking both, picks brotli', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
  });

  it('given q-values, picks the highest, and never one refused with q=0', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip;q=0', ['gzip'])).toBeUndefined();
  });

  it('given a wildcard, lets it stand for the encodings not named', () => {
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.5', ['br', 'gzip'])).toBe('gzip');
  });

  it('given no header, identity or only missing copies, sends the file as it is', () => {
    expect(chooseEncoding(null, ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('gzip, br', [])).toBeUndefined();
  });
});
