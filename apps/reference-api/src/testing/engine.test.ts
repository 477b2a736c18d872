import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/Database';
import { openTestDatabase } from './testDatabase';

// This file runs in both projects, on PGlite (`node`) and on a real server (`node-postgres`):
// prove which engine each one had.
describe('given the test database', () => {
  let db: Database;
  // Opening it is seconds of work on a busy machine: a hook's time, not a test's.
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('is the engine its project names', async ({ task }) => {
    const [row] = (await db.query<{ version: string }>('SELECT version()')).rows;
    const onServer = inject('postgresUrl') !== undefined;
    expect(onServer).toBe(task.file.projectName === 'node-postgres');
    expect(row?.version).toMatch(/^PostgreSQL/);
    expect(/emscripten|wasm/i.test(row?.version ?? '')).toBe(!onServer);
  });
});
