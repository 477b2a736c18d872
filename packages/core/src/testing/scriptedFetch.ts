// A scripted `fetch` for the client's own tests: answers in order and records every call.
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status: number; body?: unknown; contentType?: string } | Error | 'hang';

export function scriptedFetch(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    // The last answer repeats for every further call.
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 500 };
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        // As a real fetch does, reject at once for a signal that is already aborted.
        if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (answer instanceof Error) throw answer;
    const text =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType ?? 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
