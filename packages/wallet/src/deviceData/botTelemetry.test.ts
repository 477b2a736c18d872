import { createServiceClient } from '@aisle/core';
import { describe, expect, it, vi } from 'vitest';
import { botTelemetryHeaders, withBotTelemetry, type BotTelemetry } from './botTelemetry';

/** A real service client over a fetch that answers `{}` and keeps what it was sent. */
function fakeClient() {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({}));
  const client = createServiceClient({ services: 'https://api.test', fetch });
  const sentHeaders = () =>
    fetch.mock.calls.map(([url, init]) => {
      const headers = new Headers(init?.headers);
      return [String(url).replace('https://api.test', ''), headers.get('X-Bot-Telemetry'), headers.get('X-Own')];
    });
  return { client, sentHeaders };
}

describe('given a telemetry value', () => {
  it('sends it as X-Bot-Telemetry on every kind of call, beside the call’s own headers', async () => {
    const { client: inner, sentHeaders } = fakeClient();
    const client = withBotTelemetry(inner, () => 'sensor-1');
    await client.get('/a', { headers: { 'X-Own': 'kept' } });
    await client.post('/b', { x: 1 });
    await client.put('/c');
    await client.patch('/d');
    await client.delete('/e');
    await client.request({ path: '/f', method: 'POST' });
    expect(sentHeaders()).toEqual([
      ['/a', 'sensor-1', 'kept'],
      ['/b', 'sensor-1', null],
      ['/c', 'sensor-1', null],
      ['/d', 'sensor-1', null],
      ['/e', 'sensor-1', null],
      ['/f', 'sensor-1', null],
    ]);
  });

  it('reads it before each call: a sensor’s value changes as the shopper acts', async () => {
    const { client: inner, sentHeaders } = fakeClient();
    let reading = 0;
    const client = withBotTelemetry(inner, () => `sensor-${(reading += 1)}`);
    await client.get('/a');
    await client.get('/a');
    expect(sentHeaders().map(([, telemetry]) => telemetry)).toEqual(['sensor-1', 'sensor-2']);
  });
});

describe('given no value fit to send', () => {
  const unsendable: [string, BotTelemetry][] = [
    ['none', () => undefined],
    ['blank', () => ' '],
    ['a line break (fetch would throw)', () => 'a\r\nX-Injected: 1'],
    ['a character beyond ASCII', () => 'café'],
    ['over 4096 characters', () => 'x'.repeat(4097)],
    [
      'a tool that throws',
      () => {
        throw new Error('sensor not ready');
      },
    ],
  ];

  it.each(unsendable)('sends no header for %s', (_, read) => {
    expect(botTelemetryHeaders(read)).toEqual({});
  });

  it.each(unsendable)('still makes the call, without the header, for %s', async (_, read) => {
    const { client, sentHeaders } = fakeClient();
    await withBotTelemetry(client, read).post('/b', { x: 1 });
    expect(sentHeaders()).toEqual([['/b', null, null]]);
  });
});
