import type { Server } from 'node:net';

/** Starts listening, resolving with the port, or rejecting (EADDRINUSE…) without leaving it half open. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      server.off('listening', listening);
      reject(error);
    };
    const listening = () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, host);
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export interface PortPair {
  port: number;
  securePort: number;
}

/**
 * Listens with the API on `port` and the secure fields on `securePort`, which defaults to the next
 * port up. With port 0 the pair is picked together: a free port whose next one is free too. So the
 * secure port is always a function of the API's port, and a restart on the same PORT (the e2e
 * harness restarts on the port it was given) serves the secure fields on the same origin again.
 */
export async function listenPair(
  api: Server,
  secure: Server,
  { port, securePort, host }: { port: number; securePort?: number | undefined; host: string },
): Promise<PortPair> {
  if (port !== 0 || securePort !== undefined) {
    const apiPort = await listen(api, port, host);
    const wanted = securePort ?? apiPort + 1;
    try {
      return { port: apiPort, securePort: await listen(secure, wanted, host) };
    } catch (error) {
      await close(api);
      throw error;
    }
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const apiPort = await listen(api, 0, host);
    if (apiPort < 65_535) {
      try {
        return { port: apiPort, securePort: await listen(secure, apiPort + 1, host) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      }
    }
    await close(api);
  }
  throw new Error('Found no free pair of ports for the API and the secure fields.');
}

export function readSecurePort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SECURE_FIELDS_PORT must be 0-65535, not '${value}'.`);
  }
  return port;
}
