import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import type { ApiMode } from './appDeps';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { demoPassword, demoShoppers } from './seed/demoShoppers';
import { listenPair, readSecurePort } from './secureFields/ports';
import { createSecureFieldsApp } from './secureFields/secureFieldsApp';
import { seed } from './seed/seed';
import { serveStorefront } from './storefront/serveStorefront';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0-65535, not '${value}'.`);
  return port;
}

const env = process.env;
const mode: ApiMode = env.AISLE_API_MODE === 'test' || process.argv.includes('--test') ? 'test' : 'demo';
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
 * The pages that may embed the secure fields: the storefront served here (by either local name),
 * Storybook, the storefront's Vite dev server, and any listed in AISLE_SECURE_FIELDS_PARENT_ORIGINS
 * (comma-separated).
 */
function parentOrigins(apiPort: number): string[] {
  const local = (at: number) => [`http://127.0.0.1:${at}`, `http://localhost:${at}`];
  const extra = (env.AISLE_SECURE_FIELDS_PARENT_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  return [`http://${host}:${apiPort}`, ...local(apiPort), ...local(6006), ...local(5173), ...extra].filter(Boolean);
}

const { db, description } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const applied = await migrate(db);
const seeded = await seed(db);
const app = createApp({ db, mode });

// Each origin needs the other's port, known only once both listen: requests wait for the handlers.
type Handler = (request: Request) => Response | Promise<Response>;
let started: (handlers: { api: Handler; secure: Handler }) => void = () => undefined;
const handlers = new Promise<{ api: Handler; secure: Handler }>((resolve) => (started = resolve));
const server = createAdaptorServer({ fetch: async (request: Request) => (await handlers).api(request) });
const secureServer = createAdaptorServer({ fetch: async (request: Request) => (await handlers).secure(request) });
const ports = await listenPair(server, secureServer, { port, securePort: securePortSetting, host });
const secureFieldsOrigin = `http://${host}:${ports.securePort}`;
const storefront = storefrontDir ? serveStorefront(storefrontDir, { secureFieldsOrigin }) : undefined;
const secureFields = createSecureFieldsApp({ db, allowedParentOrigins: parentOrigins(ports.port) });
started({
  api: storefront
    ? async (request) => (await storefront(request)) ?? app.fetch(request)
    : (request) => app.fetch(request),
  secure: (request) => secureFields.fetch(request),
});

const url = `http://${host}:${ports.port}`;
// The e2e harness reads the first "on http://…" line: it stays first and unchanged.
console.log(`Aisle reference API (${mode} mode) on ${url}`);
console.log(`  secure fields: ${secureFieldsOrigin}`);
if (storefrontDir) console.log(`  storefront: ${url}/ (from ${storefrontDir}); try ${url}/?banner=harristeeter`);
console.log(`  database: ${description}`);
console.log(`  migrations applied now: ${applied.length > 0 ? applied.join(', ') : 'none'}`);
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
