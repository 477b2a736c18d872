// The `node-postgres` test project: one throwaway PostgreSQL cluster for the run; each test file
// creates its own database on it (see openTestDatabase). The URL is provided to this project only,
// never through process.env, which the PGlite project's workers would inherit too.
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres, type TemporaryPostgres } from './temporaryPostgres';

let server: TemporaryPostgres | null = null;

export async function setup(project: TestProject) {
  server = await startTemporaryPostgres();
  if (!server) throw new Error('No PostgreSQL server programs found (apt-get install postgresql, or set PG_BIN).');
  project.provide('postgresUrl', server.url);
}

export function teardown() {
  server?.stop();
}
