import type { AnalyticsLog } from './analytics/analyticsLog';
import type { TokenLifetimes } from './auth/sessions';
import type { SignInThrottle } from './auth/signInThrottle';
import type { Database } from './db/Database';
import type { FaultRegistry } from './faults/faultRegistry';
import type { FraudCaptureLog } from './wallet/fraudCaptureLog';

/**
 * 'test' adds the /__test routes and fault injection; 'demo' is what people click around in;
 * 'production' is demo without generated keys or any other convenience that is not safe.
 */
export type ApiMode = 'demo' | 'test' | 'production';

/** What every route needs, handed down from createApp rather than imported as globals. */
export interface AppDeps {
  db: Database;
  mode: ApiMode;
  now: () => Date;
  tokens: TokenLifetimes;
  faults: FaultRegistry;
  signInThrottle: SignInThrottle;
  /** The storefront's analytics events, in memory; read back only by the test mode's route. */
  analytics: AnalyticsLog;
  /** The fraud data card adds and wallet calls carried; kept in test mode only, for its route. */
  fraudCapture: FraudCaptureLog;
}

/** Values the middleware leaves on the context for the routes after it. */
export interface AppEnv {
  Variables: {
    /** The signed-in shopper: every customer query is scoped by it. */
    shopperId: string;
    /** The session of the token presented (a hosted payment page token's too). */
    sessionId: string;
  };
}
