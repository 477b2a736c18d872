import type { Database } from './Database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { withReadCache } from './readCache';

export interface DatabaseSettings {
  /** A PostgreSQL connection string; when set, the embedded engine is not used. */
  databaseUrl?: string | undefined;
  /** Where the embedded engine keeps its files. */
  dataDir: string;
}

/** Opens PostgreSQL when a URL is given, else the embedded engine on disk; says which. */
export async function openDatabase(settings: DatabaseSettings): Promise<{ db: Database; description: string }> {
  if (settings.databaseUrl) {
    const db = openPostgres(settings.databaseUrl);
    // Fail at start, not on the first request, when the server cannot be reached.
    await db.query('SELECT 1');
    return { db: withReadCache(db), description: `PostgreSQL at ${describeUrl(settings.databaseUrl)}` };
  }
  return { db: withReadCache(await openPglite(settings.dataDir)), description: `PGlite in ${settings.dataDir}` };
}

// Never print the password a connection string carries.
function describeUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
