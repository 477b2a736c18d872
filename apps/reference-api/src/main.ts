import type { Server } from 'node:http';
import path from 'node:path';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createApp } from './app';
import type { ApiMode } from './appDeps';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { maxBodyBytes } from './errors/handlers';
import { inviteOnlyBodiesWithin } from './http/expectContinue';
import { packageDir } from './packageDir';
import { demoPassword, demoShoppers } from './seed/demoShoppers';
import { parentOrigins } from './secureFields/parentOrigins';
import { listenPair, readSecurePort } from './secureFields/ports';
import { createSecureFieldsApp, maxTokenBodyBytes } from './secureFields/secureFieldsApp';
import { seed } from './seed/seed';
import { loadServerKeys, refuseMissingKeys, ServerKeyError } from './secrets/loadServerKeys';
import { setServerKeys } from './secrets/serverKeys';
import { loadPageRenderer } from './storefront/pageRenderer';
import { serveStorefront } from './storefront/serveStorefront';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0-65535, not '${value}'.`);
  return port;
}

function readMode(value: string | undefined): ApiMode {
  if (process.argv.includes('--test')) return 'test';
  if (value === undefined || value === '') return 'demo';
  if (value === 'demo' || value === 'test' || value === 'production') return value;
  throw new Error(`AISLE_API_MODE must be demo, test or production, not '${value}'.`);
}

const env = process.env;
const mode = readMode(env.AISLE_API_MODE);
const host = env.HOST ?? '127.0.0.1';
const port = readPort(env.PORT);
// The hosted card fields' own origin (wallet spec §4): PORT+1 unless set (see listenPair).
const securePortSetting = readSecurePort(env.SECURE_FIELDS_PORT);
// A relative AISLE_DATA_DIR is taken from where the server was started; the default lives in the package.
const dataDir = env.AISLE_DATA_DIR ? path.resolve(env.AISLE_DATA_DIR) : path.join(packageDir, '.data', 'pglite');

/** `--storefront <folder>` (or AISLE_STOREFRONT_DIR): also serve the built storefront from this origin. */
function storefrontFolder(): string | undefined {
  const at = process.argv.indexOf('--storefront');
  const value = at >= 0 ? process.argv[at + 1] : env.AISLE_STOREFRONT_DIR;
  return value ? path.resolve(value) : undefined;
}
const storefrontDir = storefrontFolder();

/**
 * `--dev` (the package's `pnpm dev`): the server backs the storefront's Vite dev server and
 * Storybook on this machine, so their pages may embed the secure fields too (`parentOrigins`).
 */
const development = process.argv.includes('--dev');
const extraParentOrigins = (env.AISLE_SECURE_FIELDS_PARENT_ORIGINS ?? '').split(',');

try {
  refuseMissingKeys(mode, env);
} catch (error) {
  if (!(error instanceof ServerKeyError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { db, description } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const applied = await migrate(db);
const keys = await loadServerKeys(db, mode, env);
setServerKeys(keys.secrets);
const seeded = await seed(db);
const app = createApp({ db, mode });

// Each origin needs the other's port, known only once both listen: requests wait for the handlers.
// The Node bindings (the socket) go through: sign-in throttling counts failures per client address.
type Handler = (request: Request, bindings?: HttpBindings | Http2Bindings) => Response | Promise<Response>;
let started: (handlers: { api: Handler; secure: Handler }) => void = () => undefined;
const handlers = new Promise<{ api: Handler; secure: Handler }>((resolve) => (started = resolve));
// Plain HTTP/1.1 servers: createAdaptorServer makes one unless given another createServer.
const server = createAdaptorServer({
  fetch: async (request: Request, bindings: HttpBindings | Http2Bindings) => (await handlers).api(request, bindings),
}) as Server;
const secureServer = createAdaptorServer({
  fetch: async (request: Request) => (await handlers).secure(request),
}) as Server;
// An idle keep-alive socket is closed after 65 s, not Node's 5: a client reusing one just as the
// server closes it sees ECONNRESET (a journey's API call once did). 65 s outlasts a load
// balancer's usual 60 s idle, so it is the balancer that closes first. Slow headers still time out.
for (const each of [server, secureServer]) {
  each.keepAliveTimeout = 65_000;
  each.headersTimeout = 66_000;
}
inviteOnlyBodiesWithin(server, maxBodyBytes);
inviteOnlyBodiesWithin(secureServer, maxTokenBodyBytes);
const ports = await listenPair(server, secureServer, { port, securePort: securePortSetting, host });
const secureFieldsOrigin = `http://${host}:${ports.securePort}`;
const storefront = storefrontDir
  ? serveStorefront(storefrontDir, {
      secureFieldsOrigin,
      renderPage: await loadPageRenderer(storefrontDir),
      services: (request) => app.fetch(request),
    })
  : undefined;
const secureFields = createSecureFieldsApp({
  db,
  allowedParentOrigins: parentOrigins({ host, apiPort: ports.port, development, extra: extraParentOrigins }),
});
started({
  api: storefront
    ? async (request, bindings) => (await storefront(request)) ?? app.fetch(request, bindings)
    : (request, bindings) => app.fetch(request, bindings),
  secure: (request) => secureFields.fetch(request),
});

const url = `http://${host}:${ports.port}`;
// The e2e harness reads the first "on http://…" line: it stays first and unchanged.
console.log(`Aisle reference API (${mode} mode) on ${url}`);
console.log(`  secure fields: ${secureFieldsOrigin}`);
if (storefrontDir) console.log(`  storefront: ${url}/ (from ${storefrontDir}); try ${url}/?banner=harristeeter`);
console.log(`  database: ${description}`);
console.log(`  migrations applied now: ${applied.length > 0 ? applied.join(', ') : 'none'}`);
if (keys.kept.length > 0) {
  console.log(`  keys: ${keys.kept.join(', ')} generated at first start and kept in the database (set to override)`);
}
if (seeded.shoppers > 0 || seeded.stores > 0) {
  console.log(`  seeded: ${seeded.shoppers} demo shoppers, ${seeded.stores} stores`);
}
console.log(`  demo sign-ins (password '${demoPassword}'):`);
for (const shopper of demoShoppers) {
  const name = `${shopper.firstName} ${shopper.lastName}`;
  console.log(
    `    ${shopper.email.padEnd(19)} ${name.padEnd(16)} seeded with ${shopper.addresses.length} addresses, e-mail token ${shopper.emailToken}`,
  );
}
if (mode === 'test')
  console.log(
    `  test routes: ${url}/__test/faults, /__test/reset, /__test/sessions/expire, /__test/email-access, /__test/sms/confirm`,
  );

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  // A second Ctrl-C means "now": do not wait for open connections.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: closing the server and the database…`);
  await Promise.all([server, secureServer].map((each) => new Promise<void>((resolve) => each.close(() => resolve()))));
  await db.close();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
