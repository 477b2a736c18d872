import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../errors/handlers';
import { createTestApi, type TestApi } from '../testing/testApi';
import { inviteOnlyBodiesWithin } from './expectContinue';

let api: TestApi;
let server: Server;
let port: number;

beforeAll(async () => {
  api = await createTestApi();
  server = createAdaptorServer({ fetch: api.app.fetch }) as Server;
  inviteOnlyBodiesWithin(server, maxBodyBytes);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

const validate = '/atlas/v1/address-validation/v1/validate';
const twentyMegabytes = 20 * 1024 * 1024;
const head = (headers: string[]) =>
  [`POST ${validate} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', ...headers, '', ''].join('\r\n');

interface Exchange {
  /** Everything the server sent. */
  received: string;
  /** Whether the server closed the connection. */
  closed: boolean;
}

/**
 * Writes `request` on a fresh connection, then `body` chunk by chunk while the server has not
 * answered, and reads until the server closes or `waitMs` passes without it.
 */
function exchange(request: string, body: () => string | undefined = () => undefined, waitMs = 2000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    const writeBody = () => {
      const chunk = received ? undefined : body();
      if (chunk !== undefined && !socket.destroyed) socket.write(chunk, () => setImmediate(writeBody));
    };
    socket.on('data', (data) => (received += data.toString()));
    socket.on('end', () => finish(true));
    socket.on('error', (error) => (received ? finish(true) : reject(error)));
    socket.write(request, writeBody);
  });
}

describe('given a body over the limit', () => {
  it('after only its Content-Length of 20 MB, answers 413 PAYLOAD_TOO_LARGE without waiting for the body, says Connection: close and closes', async () => {
    const { received, closed } = await exchange(head([`Content-Length: ${twentyMegabytes}`]));
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(closed).toBe(true);
  });

  it('after Expect: 100-continue, answers 413 instead of inviting the body', async () => {
    const { received, closed } = await exchange(head([`Content-Length: ${twentyMegabytes}`, 'Expect: 100-continue']));
    expect(received).not.toContain('100 Continue');
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed).toBe(true);
  });

  it('after a chunked body without Content-Length passes the limit, answers 413 before the body ends, and closes', async () => {
    const chunk = `2000\r\n${'x'.repeat(0x2000)}\r\n`;
    let sent = 0;
    // Never the last chunk: the answer has to come while the body is still streaming.
    const { received, closed } = await exchange(head(['Transfer-Encoding: chunked']), () => {
      sent += 0x2000;
      return sent <= 4 * maxBodyBytes ? chunk : undefined;
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });
});

describe('given a body within the limit', () => {
  it('after two requests on one connection, answers both and keeps it open', async () => {
    const body = JSON.stringify({
      address: { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
    });
    const request = `${head([`Content-Length: ${Buffer.byteLength(body)}`])}${body}`;
    const { received, closed } = await exchange(`${request}${request}`, undefined, 1000);
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(received.toLowerCase()).not.toContain('connection: close');
    expect(closed).toBe(false);
  });
});
