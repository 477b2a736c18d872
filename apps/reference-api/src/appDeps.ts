import type { TokenLifetimes } from './auth/sessions';
import type { Database } from './db/Database';
import type { FaultRegistry } from './faults/faultRegistry';

/** 'test' adds the /__test routes and fault injection; 'demo' is what people click around in. */
export type ApiMode = 'demo' | 'test';

/** What every route needs, handed down from createApp rather than imported as globals. */
export interface AppDeps {
  db: Database;
  mode: ApiMode;
  now: () => Date;
  tokens: TokenLifetimes;
  faults: FaultRegistry;
}

/** Values the middleware leaves on the context for the routes after it. */
export interface AppEnv {
  Variables: {
    /** The signed-in shopper: every customer query is scoped by it. */
    shopperId: string;
  };
}
