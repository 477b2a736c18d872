import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { ErrorAnswer } from './testing/testApi';
import { unreachableDatabase } from './testing/unreachableDatabase';

// Nothing here needs data: an unreachable database keeps the file fast and covers the outage answers.
const app = createApp({ db: unreachableDatabase, mode: 'demo' });

async function call(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as ErrorAnswer,
  };
}

describe('given the app', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/atlas/v1/nothing-here'],
    ['PATCH', '/atlas/v1/stores'],
    ['GET', '/auth/v1/sign-in'],
  ])('after %s %s, answers 404 NOT_FOUND in the error shape', async (method, path) => {
    const answer = await call(method, path);
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('NOT_FOUND');
  });
});

describe('given an unreachable database', () => {
  it('after GET /health, answers 503 SERVICE_UNAVAILABLE', async () => {
    const answer = await call('GET', '/health');
    expect(answer.status).toBe(503);
    expect(answer.body.errors.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('after a customer call, answers 500 INTERNAL_ERROR without internals and logs the cause', async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const answer = await call('GET', '/atlas/v1/customer-profile/v1/addresses', {
        Authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(answer.status).toBe(500);
      expect(answer.body.errors).toEqual({
        code: 'INTERNAL_ERROR',
        reason: 'Something went wrong on our side. Please try again.',
      });
      expect(JSON.stringify(answer.body)).not.toContain('unreachable');
      expect(logged).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('given a browser on another local port', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:6006', 'https://localhost:4443'])(
    'after a preflight from %s, allows it with the client headers',
    async (origin) => {
      const answer = await call('OPTIONS', '/atlas/v1/customer-profile/v1/addresses', {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,idempotency-key,x-banner',
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      const allowed = answer.headers.get('Access-Control-Allow-Headers') ?? '';
      for (const header of [
        'Authorization',
        'Content-Type',
        'Idempotency-Key',
        'X-Application-Id',
        'X-Channel',
        'X-Tenant',
        'X-Auth-Type',
        'X-Banner',
        'X-Payment-Intent-Id',
        'X-Encrypted-Email',
      ]) {
        expect(allowed).toContain(header);
      }
    },
  );

  it.each(['https://evil.example', 'http://localhost.evil.example', 'null'])(
    'after a call from %s, sends no CORS grant',
    async (origin) => {
      const answer = await call('GET', '/health', { Origin: origin });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    },
  );

  it('after an error answer, still carries the CORS header so the page can read it', async () => {
    const answer = await call('GET', '/atlas/v1/customer-profile/v1/profile', { Origin: 'http://localhost:5173' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
  });
});
