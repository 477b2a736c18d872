import type { Server } from 'node:http';

/**
 * Node answers `Expect: 100-continue` with 100 on its own, inviting the body. Here a body declared
 * over the limit is not invited: the app answers it 413 from its Content-Length at once.
 */
export function inviteOnlyBodiesWithin(server: Server, maxBytes: number): void {
  server.on('checkContinue', (request, response) => {
    if (Number(request.headers['content-length'] ?? 0) <= maxBytes) response.writeContinue();
    server.emit('request', request, response);
  });
}
