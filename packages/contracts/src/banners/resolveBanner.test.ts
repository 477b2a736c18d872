import { describe, expect, it } from 'vitest';
import { isLocalHost, resolveBanner } from './resolveBanner';

describe('given resolveBanner', () => {
  it.each([
    [{ host: 'www.ralphs.com' }, 'ralphs'],
    [{ host: 'ralphs.com' }, 'ralphs'],
    [{ host: 'stage.harristeeter.com:8443' }, 'harristeeter'],
    [{ host: 'WWW.FOODSCO.NET' }, 'foodsco'],
    [{ host: 'turkeyhillstores.com' }, 'turkeyhill'],
    [{ host: 'localhost:3000' }, 'kroger'],
    [{ host: 'example.com' }, 'kroger'],
    [{ host: 'notralphs.com' }, 'kroger'],
    [{ host: '' }, 'kroger'],
    [{}, 'kroger'],
    [{ host: 'localhost', search: '?banner=harristeeter' }, 'harristeeter'],
    [{ host: 'www.ralphs.com', search: '?banner=copps' }, 'copps'],
    [{ host: 'www.ralphs.com', search: 'banner=COPPS' }, 'copps'],
    [{ host: 'www.ralphs.com', search: new URLSearchParams({ banner: 'food4less' }) }, 'food4less'],
    [{ host: 'www.ralphs.com', search: '?banner=walmart' }, 'ralphs'],
    [{ host: 'localhost', search: '?banner=' }, 'kroger'],
  ])('%j resolves to %s', (location, expected) => {
    expect(resolveBanner(location)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['localhost:6006', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['www.kroger.com', false],
    [null, false],
  ])('isLocalHost(%j) is %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});
