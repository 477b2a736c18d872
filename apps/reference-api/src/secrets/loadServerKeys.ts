import { randomBytes } from 'node:crypto';
import type { ApiMode } from '../appDeps';
import type { Queryable } from '../db/Database';
import { serverKeyVariables, type ServerKeyName, type ServerKeySecrets } from './serverKeys';

/** A key set in production must be at least this long: a short word is guessed, not kept. */
export const minimumKeyLength = 32;

export interface LoadedServerKeys {
  secrets: ServerKeySecrets;
  /** The variables whose key came from (or was just put in) the database, not the environment. */
  kept: string[];
}

/** Why the server refuses to start: it names every variable to set. */
export class ServerKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerKeyError';
  }
}

const names = Object.keys(serverKeyVariables) as ServerKeyName[];

/**
 * Refuses a production start whose keys are not all set, and long enough, in the environment:
 * called before the database opens, so the server fails at once and says what to set.
 */
export function refuseMissingKeys(mode: ApiMode, env: Record<string, string | undefined>): void {
  if (mode !== 'production') return;
  const unset = names.filter((name) => !env[serverKeyVariables[name]]);
  if (unset.length > 0) {
    const variables = unset.map((name) => serverKeyVariables[name]).join(', ');
    throw new ServerKeyError(`Set ${variables}: production mode has no built-in or generated keys.`);
  }
  const short = names.filter((name) => (env[serverKeyVariables[name]] ?? '').length < minimumKeyLength);
  if (short.length > 0) {
    const variables = short.map((name) => serverKeyVariables[name]).join(', ');
    throw new ServerKeyError(`${variables} must be at least ${minimumKeyLength} characters long.`);
  }
}

/**
 * The server's keys: each from its environment variable when set. Otherwise, in demo and test
 * mode, a random key generated at first start and kept in `server_keys`; production mode refuses
 * (see refuseMissingKeys).
 */
export async function loadServerKeys(
  db: Queryable,
  mode: ApiMode,
  env: Record<string, string | undefined>,
): Promise<LoadedServerKeys> {
  refuseMissingKeys(mode, env);
  const missing = names.filter((name) => !env[serverKeyVariables[name]]);
  const kept = await keptKeys(
    db,
    missing.map((name) => serverKeyVariables[name]),
  );
  const secrets = Object.fromEntries(
    names.map((name) => [name, env[serverKeyVariables[name]] || kept.get(serverKeyVariables[name])]),
  ) as ServerKeySecrets;
  return { secrets, kept: [...kept.keys()] };
}

// ON CONFLICT keeps the first server's key when two start on one database at once.
async function keptKeys(db: Queryable, variables: string[]): Promise<Map<string, string>> {
  if (variables.length === 0) return new Map();
  for (const variable of variables) {
    await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      variable,
      randomBytes(32).toString('base64url'),
    ]);
  }
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM server_keys WHERE name = ANY($1)',
    [variables],
  );
  return new Map(rows.map((row) => [row.name, row.value]));
}
