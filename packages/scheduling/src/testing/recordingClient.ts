// For the api tests: the real service client over a fetch that records each request and answers
// in turn, so a test sees the method, URL, headers and body a call sends and what it reads back.
import { createServiceClient, type FailedCallEvent } from '@aisle/core';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** Answers each call with the next answer, the last one again once they run out. */
export function recordingClient(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  const failures: FailedCallEvent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? {};
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createServiceClient({
    services: { default: 'https://api.test', scheduling: 'https://scheduling.test' },
    fetch,
    onFailedCall: (event) => failures.push(event),
    createIdempotencyKey: () => 'key-1',
  });
  return { client, calls, failures };
}
