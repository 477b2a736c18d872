import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageDir } from '../packageDir';
import type { Database } from './Database';

/** The package's `migrations/` folder. */
export const migrationsDir = path.join(packageDir, 'migrations');

const migrationFile = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any fixed number: it only has to be the same for every server migrating the same database.
const migrationLock = 7_303_401;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files, in version order. A stray file name is an error, not something to skip. */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = migrationFile.exec(file) ?? [];
      if (!version || !name) throw new Error(`Migration file names look like 001_initial.sql; found ${file}.`);
      return { version, name, sql: await readFile(`${dir}/${file}`, 'utf8') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction, and
 * returns the versions it applied. The advisory lock lets two servers start on one PostgreSQL.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
