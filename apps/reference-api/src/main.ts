import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ApiMode } from './appDeps';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { demoPassword, demoShoppers } from './seed/demoShoppers';
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
// A relative AISLE_DATA_DIR is taken from where the server was started; the default lives in the package.
const dataDir = env.AISLE_DATA_DIR ? path.resolve(env.AISLE_DATA_DIR) : path.join(packageDir, '.data', 'pglite');

/** `--storefront <folder>` (or AISLE_STOREFRONT_DIR): also serve the built storefront from this origin. */
function storefrontFolder(): string | undefined {
  const at = process.argv.indexOf('--storefront');
  const value = at >= 0 ? process.argv[at + 1] : env.AISLE_STOREFRONT_DIR;
  return value ? path.resolve(value) : undefined;
}
const storefrontDir = storefrontFolder();
const storefront = storefrontDir ? serveStorefront(storefrontDir) : undefined;

const { db, description } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const applied = await migrate(db);
const seeded = await seed(db);
const app = createApp({ db, mode });

const fetch = storefront
  ? async (request: Request) => (await storefront(request)) ?? app.fetch(request)
  : (request: Request) => app.fetch(request);

const server = serve({ fetch, port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  console.log(`Aisle reference API (${mode} mode) on ${url}`);
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
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  // A second Ctrl-C means "now": do not wait for open connections.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: closing the server and the database…`);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
