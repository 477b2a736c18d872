import { createServiceClient } from '../client/serviceClient';

/** One call as the client sent it. */
export interface RecordedCall {
  /** 'GET', 'POST', … */
  method: string;
  /** The whole URL, query included. */
  url: string;
  /** The headers the client set (the token, the idempotency key, …). */
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/**
 * For a package's call tests: a real service client over a fetch that records each call (method,
 * URL, headers, body) and answers in turn, the last answer again once they run out.
 */
export function recordingClient(...answers: { status?: number; body?: unknown }[]) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? {};
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createServiceClient({ services: 'https://api.test', fetch, createIdempotencyKey: () => 'key-1' });
  return { client, calls };
}
