import type { Database } from '../db/Database';

const refuse = () => Promise.reject(new Error('The database is unreachable.'));

/** A database whose every call fails: for routes that must work without one, and for outage tests. */
export const unreachableDatabase: Database = {
  query: refuse,
  exec: refuse,
  transaction: refuse,
  close: () => Promise.resolve(),
};
