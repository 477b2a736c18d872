// The yardstick of `pnpm bench:api`: Hono on @hono/node-server answering a small JSON body, nothing
// else. The API's figures are read as fractions of this one's, measured in the same run.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`bare Hono on http://127.0.0.1:${info.port}`);
});
