import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseMetricPath } from './failedCallEvent';
import { createIdempotencyKey } from './idempotencyKey';
import { isOfflineError } from './offline';
import { buildUrl } from './request';
import { readErrorBody, ServiceError } from './ServiceError';

afterEach(() => vi.unstubAllGlobals());

describe('given buildUrl', () => {
  it.each([
    ['https://a.test', '/x', undefined, 'https://a.test/x'],
    ['https://a.test/', 'x', {}, 'https://a.test/x'],
    ['', '/x', { q: 'a b' }, '/x?q=a+b'],
    [
      'https://a.test/base',
      '/x',
      { ids: ['1', 2], none: null, off: false },
      'https://a.test/base/x?ids=1&ids=2&off=false',
    ],
    ['https://a.test', '/x?fixed=1', { more: 2 }, 'https://a.test/x?fixed=1&more=2'],
  ])('(%j, %j, %j) is %j', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe('given readErrorBody', () => {
  it.each([
    [null, {}],
    ['text', {}],
    [{ errors: null }, {}],
    [{ errors: [] }, {}],
    [{ errors: { code: '', reason: '' } }, { code: undefined, reason: undefined, customerMessage: undefined }],
    [
      { code: 'FLAT', message: 'm' },
      { code: 'FLAT', reason: 'm', customerMessage: undefined },
    ],
    [{ error: { code: 'E', reason: 'r' } }, { code: 'E', reason: 'r', customerMessage: undefined }],
  ])('%j reads as %j', (body, expected) => {
    expect(readErrorBody(body)).toEqual(expected);
  });
});

describe('given normaliseMetricPath', () => {
  it.each([
    ['/payment/v2/wallet/3F2B8C1E-8A4B-4C2D-9E1F-0A1B2C3D4E5F', '/payment/v2/wallet/{id}'],
    ['/a/3f2b8c1e8a4b4c2d9e1f0a1b2c3d4e5f/b', '/a/{id}/b'],
    ['/a/5f8d0d55b54764421b7156c3', '/a/{id}'],
    ['/a/12345?x=3f2b8c1e-8a4b-4c2d-9e1f-0a1b2c3d4e5f', '/a/12345'],
    ['/checkout/not-a-uuid', '/checkout/not-a-uuid'],
  ])('%s → %s', (path, expected) => {
    expect(normaliseMetricPath(path)).toBe(expected);
  });
});

describe('given isOfflineError', () => {
  it.each([
    [new Error('Network Error'), true],
    [{ reason: 'network error while reading' }, true],
    [new ServiceError({ status: 0, offline: true }), true],
    [new ServiceError({ status: 500, reason: 'boom' }), false],
    [new Error('Request failed'), false],
    [null, false],
  ])('%o is offline: %s', (error, expected) => {
    expect(isOfflineError(error)).toBe(expected);
  });

  it('treats any error as offline while the device reports it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isOfflineError(new Error('anything'))).toBe(true);
  });
});

describe('given ServiceError', () => {
  it.each([
    [400, 'user-error'],
    [499, 'user-error'],
    [408, 'user-error'],
    [0, 'critical-service-error'],
    [500, 'critical-service-error'],
    [503, 'critical-service-error'],
  ])('status %i is a %s', (status, category) => {
    expect(new ServiceError({ status }).category).toBe(category);
  });
});

describe('given createIdempotencyKey', () => {
  it('gives a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes one from random bytes where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(255) });
    expect(createIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
