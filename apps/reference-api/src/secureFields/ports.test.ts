import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, listenPair } from './ports';

const host = '127.0.0.1';
let open: Server[] = [];

const server = () => {
  const made = createServer();
  open.push(made);
  return made;
};

afterEach(async () => {
  await Promise.all(
    open.map((each) => new Promise<void>((resolve) => (each.listening ? each.close(() => resolve()) : resolve()))),
  );
  open = [];
});

const close = (each: Server) => new Promise<void>((resolve) => each.close(() => resolve()));

describe('listenPair', () => {
  it('given port 0, picks a free port and serves the secure fields on the next one', async () => {
    const { port, securePort } = await listenPair(server(), server(), { port: 0, host });
    expect(port).toBeGreaterThan(0);
    expect(securePort).toBe(port + 1);
  });

  it('after a restart on the port it was given, serves the secure fields on the same port again', async () => {
    const api = server();
    const secure = server();
    const first = await listenPair(api, secure, { port: 0, host });
    await Promise.all([close(api), close(secure)]);
    const again = await listenPair(server(), server(), { port: first.port, host });
    expect(again).toEqual(first);
  });

  it('given port 0 whose next port is taken, closes it and tries another pair', async () => {
    const api = server();
    const secure = server();
    const realListen = secure.listen.bind(secure) as (port: number, host: string) => Server;
    let refusals = 1;
    // The first secure port asked for is "taken", as another process's would be.
    secure.listen = ((port: number, at: string) => {
      if (refusals-- > 0) {
        process.nextTick(() => secure.emit('error', Object.assign(new Error('taken'), { code: 'EADDRINUSE' })));
        return secure;
      }
      return realListen(port, at);
    }) as typeof secure.listen;
    let apiListens = 0;
    api.on('listening', () => (apiListens += 1));
    const pair = await listenPair(api, secure, { port: 0, host });
    expect(apiListens).toBe(2);
    expect(pair.securePort).toBe(pair.port + 1);
    expect(secure.listening).toBe(true);
  });

  it('given SECURE_FIELDS_PORT, uses it, and fails without leaving the API listening when it is taken', async () => {
    const blocker = server();
    const taken = await listen(blocker, 0, host);
    const api = server();
    await expect(listenPair(api, server(), { port: 0, securePort: taken, host })).rejects.toThrow(/EADDRINUSE/);
    expect(api.listening).toBe(false);
  });
});
