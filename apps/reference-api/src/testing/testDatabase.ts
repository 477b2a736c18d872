import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../db/Database';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite, pgliteDatabase } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { withReadCache } from '../db/readCache';

/*
 * Creating a PGlite runs initdb (~7 s here); loading a dump of one takes ~1 s. Dumps are cached in
 * the temp folder under names that change with the migrations and the PGlite build, so a stale
 * template is never used; building a new one deletes the old ones.
 */
const prefix = 'aisle-reference-api-template-';

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The resolved path carries the installed version (pnpm: …/@electric-sql+pglite@0.5.16/…).
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const migration of await readMigrations()) hash.update(`${migration.version}\n${migration.sql}`);
  return hash.digest('hex').slice(0, 16);
}

type TemplateKind = 'empty' | 'migrated';

async function buildTemplate(file: string, kind: TemplateKind): Promise<Blob> {
  const pglite = await PGlite.create();
  if (kind === 'migrated') await migrate(pgliteDatabase(pglite));
  // Uncompressed: 40 MB on disk, but gunzip would cost every test file ~0.3 s.
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const key = path.basename(file).slice(prefix.length, prefix.length + 16);
  const stale = (await readdir(os.tmpdir())).filter((name) => name.startsWith(prefix) && !name.includes(key));
  await Promise.all(stale.map((name) => rm(path.join(os.tmpdir(), name), { force: true })));
  // Written aside then renamed, so a test file running in parallel never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function template(kind: TemplateKind): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${prefix}${await templateKey()}-${kind}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  return cached ? new Blob([new Uint8Array(cached)]) : buildTemplate(file, kind);
}

/**
 * Builds the cached templates once, before any test file runs (the `node` project's global setup):
 * on a clean machine every file would otherwise run initdb at the same moment, on 2 cores.
 */
export async function prepareTemplates(): Promise<void> {
  await template('empty');
  await template('migrated');
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or — in the `node-postgres` test project,
 * which provides `postgresUrl` — a new database on a real PostgreSQL server.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject('postgresUrl');
  const db = serverUrl
    ? await openFreshPostgresDatabase(serverUrl)
    : pgliteDatabase(await PGlite.create({ loadDataDir: await template('migrated') }));
  await migrate(db);
  // As the server opens it (db/openDatabase.ts), so every API test runs through the read cache.
  return withReadCache(db);
}

async function openFreshPostgresDatabase(serverUrl: string): Promise<Database> {
  const name = `aisle_test_${randomUUID().replace(/-/g, '')}`;
  const admin = openPostgres(serverUrl);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

/** Fills an empty folder with a freshly initialised, not yet migrated database, as a first start would. */
export async function initialiseDataDir(dataDir: string): Promise<void> {
  const db = await openPglite(dataDir, { loadDataDir: await template('empty') });
  await db.close();
}
