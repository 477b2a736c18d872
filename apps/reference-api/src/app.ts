import { checkoutPaths } from '@aisle/contracts/checkout';
import { walletPaths } from '@aisle/contracts/wallet';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AnalyticsLog } from './analytics/analyticsLog';
import { FraudCaptureLog } from './wallet/fraudCaptureLog';
import type { ApiMode, AppDeps, AppEnv } from './appDeps';
import { requireShopper } from './auth/requireShopper';
import { SignInThrottle, type SignInThrottleSettings } from './auth/signInThrottle';
import type { Database } from './db/Database';
import { maxBodyBytes, notFound, onError, payloadTooLarge } from './errors/handlers';
import { FaultRegistry } from './faults/faultRegistry';
import { injectFaults } from './faults/injectFaults';
import { localCors } from './http/cors';
import { noStore } from './http/noStore';
import { refuseEntityTagPreconditions } from './http/preconditions';
import { idempotency } from './idempotency/idempotency';
import { addressRoutes } from './routes/addresses';
import { legacyEnvelope } from './http/legacyEnvelope';
import { addressValidationRoutes } from './routes/addressValidation';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { communityRewardsRoutes } from './routes/communityRewards';
import { customerPreferenceRoutes } from './routes/customerPreferences';
import { emailPreferenceRoutes } from './routes/emailPreferences';
import { geocodeRoutes } from './routes/geocode';
import { healthRoutes } from './routes/health';
import { hostedPaymentPageRoutes } from './routes/hostedPaymentPage';
import { legacyAddressRoutes } from './routes/legacyAddresses';
import { membershipRoutes } from './routes/membership';
import { modalityRoutes } from './routes/modality';
import { promisingRoutes } from './routes/promising';
import { checkoutCardRoutes } from './routes/checkoutCards';
import { checkoutRoutes } from './routes/checkouts';
import { paymentIntentRoutes } from './routes/paymentIntents';
import { purchaseRoutes } from './routes/purchases';
import { preferredStoreRoutes } from './routes/preferredStore';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { smsPreferenceRoutes } from './routes/smsPreferences';
import { staticMapRoutes } from './routes/staticMap';
import { storeRoutes } from './routes/stores';
import { stringTableRoutes } from './routes/stringTable';
import { testSupportRoutes } from './routes/testSupport';
import { walletRoutes } from './routes/wallet';
import { walletAccountRoutes } from './routes/walletAccount';
import { requirePaymentIntent } from './wallet/paymentIntents';

export interface CreateAppOptions {
  db: Database;
  mode: ApiMode;
  /** The clock; tests move it to expire tokens and to pin opening hours. */
  now?: () => Date;
  /** Access-token lifetime: 30 minutes unless set. */
  tokenTtlSeconds?: number;
  /** Refresh-token lifetime: 7 days unless set. */
  refreshTokenTtlSeconds?: number;
  /** How failed sign-ins are slowed down: defaultSignInThrottle unless set. */
  signInThrottle?: SignInThrottleSettings;
}

const customerProfile = '/atlas/v1/customer-profile/v1';
const accountManagement = '/accountmanagement/api';
const sms = '/atlas/v1/communications/v1/sms';
const communityRewards = '/atlas/v1/community-rewards/v1';
const wallet = '/payment/v2/wallet';
const paymentIntents = '/payment/v1/payment-intents';
const hostedPaymentPageToken = walletPaths.hostedPaymentPageToken;
const promising = '/atlas/v1/promising';
const checkouts = '/atlas/v1/checkout';
const checkoutCards = checkoutPaths.cardsRoot;
const payments = '/payment/v1/payments';
const modifyTip = '/payment/v1/modifytip';
const paymentCheckouts = '/payment/v1/checkouts';
const purchaseHistory = '/atlas/v1/purchase-history';
const customerPreferences = '/atlas/v1/customer-preferences';
const membership = '/atlas/v1/membership';
const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);
export const defaultTokenTtlSeconds = 30 * 60;
export const defaultRefreshTokenTtlSeconds = 7 * 24 * 60 * 60;

/**
 * The reference services as one Hono app, without a port: main.ts serves it, tests call
 * `app.request()`, and the storefront's static files can be mounted beside it later.
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    mode: options.mode,
    now: options.now ?? (() => new Date()),
    tokens: {
      accessSeconds: options.tokenTtlSeconds ?? defaultTokenTtlSeconds,
      refreshSeconds: options.refreshTokenTtlSeconds ?? defaultRefreshTokenTtlSeconds,
    },
    faults: new FaultRegistry(),
    signInThrottle: new SignInThrottle(options.signInThrottle),
    analytics: new AnalyticsLog(),
    fraudCapture: new FraudCaptureLog(),
  };
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFound);

  // Order matters: CORS headers go on every answer, injected faults included.
  app.use('*', localCors());
  app.use('*', noStore());
  if (deps.mode === 'test') app.use('*', injectFaults(deps.faults));
  const limitBody = bodyLimit({ maxSize: maxBodyBytes, onError: payloadTooLarge });
  // A GET without Content-Length or Transfer-Encoding has no body (RFC 9112 §6.3); Hono's limit
  // would build the full Request object just to learn that: 7% of a signed-in GET. (Every other
  // method is checked, whatever its headers say: a test's Request may carry a body without them.)
  app.use('*', (c, next) =>
    bodiless.has(c.req.method) &&
    c.req.header('Content-Length') === undefined &&
    c.req.header('Transfer-Encoding') === undefined
      ? next()
      : limitBody(c, next),
  );
  app.use(`${customerProfile}/*`, requireShopper(deps), idempotency(deps));
  // Outside sign-in and idempotency, so every failure of the legacy address calls gets their envelope.
  app.use(`${accountManagement}/addresses/*`, legacyEnvelope());
  app.use(`${accountManagement}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${sms}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${communityRewards}/*`, requireShopper(deps));
  // The payment calls also take the hosted payment page's token (with its app id); nothing else does.
  const paymentShopper = requireShopper(deps, { hostedPaymentPage: true });
  // The intent check comes before idempotency: a retry with a new intent must run, not replay the 404.
  app.use(`${wallet}/*`, paymentShopper, requirePaymentIntent(deps), idempotency(deps));
  app.use(paymentIntents, paymentShopper, idempotency(deps));
  // A session's token only: a hosted token cannot make another. No idempotency: it would keep the token.
  app.use(hostedPaymentPageToken, requireShopper(deps));
  app.use(`${promising}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${checkouts}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${checkoutCards}/*`, paymentShopper, requirePaymentIntent(deps), idempotency(deps));
  app.use(payments, requireShopper(deps));
  app.use(`${modifyTip}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${paymentCheckouts}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${purchaseHistory}/*`, requireShopper(deps));
  app.use(`${customerPreferences}/*`, requireShopper(deps), idempotency(deps));
  app.use(`${membership}/*`, requireShopper(deps));
  // After sign-in: a request that would fail anyway gets that failure, not 412 (RFC 9110 §13.2.1).
  app.use('*', refuseEntityTagPreconditions());

  app.route('/', healthRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route(customerProfile, profileRoutes(deps));
  app.route(customerProfile, addressRoutes(deps));
  app.route(accountManagement, legacyAddressRoutes(deps));
  app.route(accountManagement, preferredStoreRoutes(deps));
  app.route('/', emailPreferenceRoutes(deps));
  app.route(sms, smsPreferenceRoutes(deps));
  app.route(communityRewards, communityRewardsRoutes(deps));
  app.route(wallet, walletRoutes(deps));
  app.route(wallet, walletAccountRoutes(deps));
  app.route(paymentIntents, paymentIntentRoutes(deps));
  app.route(hostedPaymentPageToken, hostedPaymentPageRoutes(deps));
  app.route('/', addressValidationRoutes());
  app.route('/', storeRoutes(deps));
  app.route('/', modalityRoutes(deps));
  app.route('/', promisingRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route(checkoutCards, checkoutCardRoutes(deps));
  app.route('/', purchaseRoutes(deps));
  app.route('/', customerPreferenceRoutes(deps));
  app.route('/', membershipRoutes(deps));
  app.route('/', analyticsRoutes(deps));
  app.route('/', productRoutes());
  app.route('/', stringTableRoutes());
  app.route('/', geocodeRoutes(deps));
  app.route('/', staticMapRoutes());
  if (deps.mode === 'test') app.route('/', testSupportRoutes(deps));
  return app;
}
