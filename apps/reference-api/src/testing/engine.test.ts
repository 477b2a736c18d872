import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from './testDatabase';

// The suite runs twice, on PGlite (`node`) and on a real server (`node-postgres`): prove which.
describe('given the test database', () => {
  it('is the engine its project names', async ({ task }) => {
    const db = await openTestDatabase();
    const [row] = (await db.query<{ version: string }>('SELECT version()')).rows;
    await db.close();
    const onServer = inject('postgresUrl') !== undefined;
    expect(onServer).toBe(task.file.projectName === 'node-postgres');
    expect(row?.version).toMatch(/^PostgreSQL/);
    expect(/emscripten|wasm/i.test(row?.version ?? '')).toBe(!onServer);
  });
});
