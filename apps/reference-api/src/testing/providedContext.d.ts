// What the test projects' global setups provide to their tests (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `node-postgres` project only: the throwaway PostgreSQL server's URL. */
    postgresUrl?: string;
  }
}

export {};
