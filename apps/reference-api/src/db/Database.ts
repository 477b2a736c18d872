/** One result set: the rows, typed by the caller who wrote the SQL. */
export interface QueryResult<T> {
  rows: T[];
}

/** What a transaction callback may do: the same calls as the database, on one connection. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

/**
 * The little the services need from PostgreSQL, so the embedded engine (PGlite) and a real server
 * (pg) are interchangeable: both run the same SQL and return the same JavaScript types.
 */
export interface Database extends Queryable {
  /** Runs `fn` in BEGIN … COMMIT on one connection; any throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The one row a statement such as INSERT … RETURNING must give back. */
export function onlyRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement returned no row.');
  return row;
}
