import type { Hono } from 'hono';
import { createApp, defaultRefreshTokenTtlSeconds, defaultTokenTtlSeconds } from '../app';
import type { ApiMode, AppEnv } from '../appDeps';
import type { Database } from '../db/Database';
import { resetData, seed } from '../seed/seed';
import { startSession } from '../auth/sessions';
import type { SignInThrottleSettings } from '../auth/signInThrottle';
import { findShopperByEmail } from '../shoppers/shoppers';
import { openTestDatabase } from './testDatabase';

/** 10:00 in Cincinnati on a Monday: the seeded stores are open. */
export const testStart = new Date('2026-03-02T15:00:00.000Z');

export interface CallOptions {
  token?: string | undefined;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's IP address, as the Node server would see it on the socket. */
  clientAddress?: string;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The shape every error answer has. */
export interface ErrorAnswer {
  errors: { code: string; reason: string; details?: { field: string; message: string }[] };
}

export interface TestApi {
  app: Hono<AppEnv>;
  db: Database;
  /** The app's clock: tests move it forward to expire tokens. */
  clock: { now: Date; advance(seconds: number): void };
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /**
   * A live access token for a demo shopper, made without the sign-in call: its scrypt check costs
   * ~60 ms, which adds up over hundreds of tests. The sign-in route has its own tests.
   */
  signIn(email: string): Promise<string>;
  /** Back to the seeded demo data. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  mode?: ApiMode;
  tokenTtlSeconds?: number;
  signInThrottle?: SignInThrottleSettings;
}

/** One app on a fresh in-memory database with the demo data: share one per test file. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const db = await openTestDatabase();
  const clock = {
    now: new Date(testStart),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  await seed(db, clock.now);
  const app = createApp({ ...options, db, mode: options.mode ?? 'test', now: () => clock.now });

  async function call<T>(method: string, path: string, { token, body, headers = {}, clientAddress }: CallOptions = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json', ...headers };
    }
    if (token) init.headers = { Authorization: `Bearer ${token}`, ...init.headers };
    const bindings = clientAddress ? { incoming: { socket: { remoteAddress: clientAddress } } } : undefined;
    const response = await app.request(path, init, bindings);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  return {
    app,
    db,
    clock,
    call,
    async signIn(email) {
      const shopper = await findShopperByEmail(db, email);
      if (!shopper) throw new Error(`No demo shopper ${email}.`);
      const lifetimes = {
        accessSeconds: options.tokenTtlSeconds ?? defaultTokenTtlSeconds,
        refreshSeconds: defaultRefreshTokenTtlSeconds,
      };
      return (await startSession(db, shopper.id, clock.now, lifetimes)).accessToken;
    },
    async reset() {
      clock.now = new Date(testStart);
      // Test mode resets through its route, which also forgets failed sign-ins.
      if (app.routes.some((route) => route.path === '/__test/reset')) await call('POST', '/__test/reset');
      else await resetData(db, clock.now);
    },
    close: () => db.close(),
  };
}
