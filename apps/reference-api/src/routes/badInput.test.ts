import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;
let token: string;
let addressId: string;

beforeAll(async () => {
  api = await createTestApi();
  token = await api.signIn('avery@aisle.test');
  const { rows } = await api.db.query<{ id: string }>('SELECT id FROM addresses LIMIT 1');
  addressId = rows[0]?.id ?? '';
});
afterAll(() => api.close());

interface MutationRoute {
  method: string;
  path: () => string;
  signedIn: boolean;
}

const mutationRoutes: Record<string, MutationRoute> = {
  'sign-in': { method: 'POST', path: () => '/auth/v1/sign-in', signedIn: false },
  'token refresh': { method: 'POST', path: () => '/auth/v1/token/refresh', signedIn: false },
  'add address': { method: 'POST', path: () => '/atlas/v1/customer-profile/v1/addresses', signedIn: true },
  'update address': {
    method: 'PUT',
    path: () => `/atlas/v1/customer-profile/v1/addresses/${addressId}`,
    signedIn: true,
  },
  'validate address': { method: 'POST', path: () => '/atlas/v1/address-validation/v1/validate', signedIn: false },
  'update profile': { method: 'PUT', path: () => '/atlas/v1/customer-profile/v1/profile', signedIn: true },
  'add fault': { method: 'POST', path: () => '/__test/faults', signedIn: false },
  'expire sessions': { method: 'POST', path: () => '/__test/sessions/expire', signedIn: false },
  'legacy add address': { method: 'POST', path: () => '/accountmanagement/api/addresses/add', signedIn: true },
  'legacy update address': { method: 'POST', path: () => '/accountmanagement/api/addresses/update', signedIn: true },
  'legacy remove address': { method: 'POST', path: () => '/accountmanagement/api/addresses/remove', signedIn: true },
  'legacy validate address': {
    method: 'POST',
    path: () => '/accountmanagement/api/addresses/validate',
    signedIn: true,
  },
  'update e-mail preferences': {
    method: 'POST',
    path: () => '/atlas/v1/communications/v1/email-preferences',
    signedIn: true,
  },
  'update e-mail preferences anonymously': {
    method: 'POST',
    path: () => '/atlas/v1/communications/v1/email-preferences?token=demo-email-token-avery',
    signedIn: false,
  },
  'put e-mail preferences (v2)': {
    method: 'PUT',
    path: () => '/atlas/v1/communications/v2/email-preferences',
    signedIn: true,
  },
  'SMS opt-in status': { method: 'POST', path: () => '/atlas/v1/communications/v1/sms/opt-in-status', signedIn: true },
  'SMS opt-in': { method: 'POST', path: () => '/atlas/v1/communications/v1/sms/opt-in', signedIn: true },
  'preferred store': { method: 'PUT', path: () => '/accountmanagement/api/preferred-store', signedIn: true },
  'modality options': { method: 'POST', path: () => '/atlas/v1/modality/v1/options', signedIn: false },
  'time-slot quotes': { method: 'POST', path: () => '/atlas/v1/promising/v4/quotes', signedIn: true },
  'add preferences': { method: 'POST', path: () => '/atlas/v1/customer-preferences/v1/preferences', signedIn: true },
  'update preference': {
    method: 'PUT',
    path: () => '/atlas/v1/customer-preferences/v1/preferences/00000000-0000-4000-8000-000000000000',
    signedIn: true,
  },
  'create promise': { method: 'POST', path: () => '/atlas/v1/promising/v4/promises', signedIn: true },
  'update promise': {
    method: 'PUT',
    path: () => '/atlas/v1/promising/v4/promises/00000000-0000-4000-8000-000000000000',
    signedIn: true,
  },
  'address eligibility': { method: 'POST', path: () => '/atlas/v1/modality/v1/address-eligibility', signedIn: false },
  'e-mail access': { method: 'POST', path: () => '/__test/email-access', signedIn: false },
  'confirm texts': { method: 'POST', path: () => '/__test/sms/confirm', signedIn: false },
  'add card': { method: 'POST', path: () => '/payment/v2/wallet', signedIn: true },
  'edit card': { method: 'PUT', path: () => '/payment/v2/wallet', signedIn: true },
  'preferred card': { method: 'PUT', path: () => '/payment/v2/wallet/cards/defaults', signedIn: true },
  'save billing address': { method: 'PUT', path: () => '/payment/v2/wallet/account/billing', signedIn: true },
  'gift card balance': { method: 'POST', path: () => '/payment/v2/wallet/gift-card/balance', signedIn: true },
  'EBT balance': { method: 'POST', path: () => '/payment/v2/wallet/cards/ebt/balance', signedIn: true },
  'create checkout': { method: 'POST', path: () => '/atlas/v1/checkout/v2/checkouts', signedIn: true },
  'update checkout': {
    method: 'PUT',
    path: () => '/atlas/v1/checkout/v2/checkouts/00000000-0000-4000-8000-000000000000',
    signedIn: true,
  },
  'modify tip': {
    method: 'PUT',
    path: () => '/payment/v1/modifytip/00000000-0000-4000-8000-000000000000',
    signedIn: true,
  },
  'create purchase': {
    method: 'POST',
    path: () => '/payment/v1/checkouts/00000000-0000-4000-8000-000000000000',
    signedIn: true,
  },
};

const huge = 'x'.repeat(20_000);
const nul = 'a\u0000b';
const loneSurrogate = '\ud800';

/** Bodies sent as application/json; none may ever answer 500. */
const garbage: [string, string][] = [
  ['text that is not JSON', 'not json'],
  ['a cut-off object', '{"email": "a'],
  ['an empty body', ''],
  ['null', 'null'],
  ['an array', '[]'],
  ['a number', '42'],
  ['a string', '"text"'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['numbers everywhere', JSON.stringify(Object.fromEntries(fields().map((field) => [field, 12345])))],
  ['arrays everywhere', JSON.stringify(Object.fromEntries(fields().map((field) => [field, ['a', 'b']])))],
  ['objects everywhere', JSON.stringify(Object.fromEntries(fields().map((field) => [field, { nested: true }])))],
  ['nulls everywhere', JSON.stringify(Object.fromEntries(fields().map((field) => [field, null])))],
  [
    'long strings everywhere',
    JSON.stringify(Object.fromEntries(fields().map((field) => [field, huge.slice(0, 1500)]))),
  ],
  ['60 kB of strings', JSON.stringify({ email: huge, addressLine1: huge, address: { addressLines: [huge] } })],
  ['NUL characters', JSON.stringify(Object.fromEntries(fields().map((field) => [field, nul])))],
  ['unpaired surrogates', JSON.stringify(Object.fromEntries(fields().map((field) => [field, loneSurrogate])))],
  ['a prototype-polluting key', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['a validation address of the wrong shape', JSON.stringify({ address: { addressLines: 'one line', cityTown: 5 } })],
  [
    'three address lines',
    JSON.stringify({
      address: { addressLines: ['a', 'b', '1 Main St'], cityTown: 'x', stateProvince: 'OH', postalCode: '45202' },
    }),
  ],
  ['a fault with a 200 status', JSON.stringify({ method: 'GET', path: '/health', status: 200 })],
  ['a fault with a float delay', JSON.stringify({ method: 'GET', path: '/health', delayMs: 1.5 })],
  ['a list of preferences of the wrong shape', JSON.stringify([{ emailPreferencesCategory: 5 }, 'weekly ad', null])],
  ['an unknown e-mail category', JSON.stringify([{ emailPreferencesCategory: 'daily spam', emailPreferences: true }])],
  [
    'an e-mail preference list of 21',
    JSON.stringify(
      Array.from({ length: 21 }, () => ({ emailPreferencesCategory: 'weekly ad', emailPreferences: true })),
    ),
  ],
  [
    'an SMS request with a short number',
    JSON.stringify({ optIn: true, phoneNumber: '+1513555', triggerType: 'CLICKLIST' }),
  ],
  ['an address id of the wrong type', JSON.stringify({ addressId: 42, line1: '1 Main St' })],
  [
    'a card add of the wrong shape',
    JSON.stringify({ paymentMethod: { paymentType: 'CREDIT_CARD', billing: 'x', lowValueToken: 5 } }),
  ],
  [
    'a gift card with numbers for text',
    JSON.stringify({ paymentMethod: { paymentType: 'GIFT_CARD', pan: 6006491000, pin: 1234 } }),
  ],
  [
    'an EBT balance with a NUL payment gram',
    JSON.stringify({ paymentMethod: { encryptedPin: 'abc', paymentgram: nul } }),
  ],
  ['a billing address of the wrong shape', JSON.stringify({ address: { addressLine1: ['x'], zip: 45202 } })],
  [
    'a checkout update of the wrong shape',
    JSON.stringify({ versionKey: 1, payments: 'x', fulfillment: { contact: 5 }, lineItems: [{ quantity: -1 }] }),
  ],
  [
    'an activation of the wrong shape',
    JSON.stringify({
      type: 'ACTIVATE',
      versionKey: '1',
      paymentDetails: { paymentMethods: { bankCards: [{ card: 5 }] } },
    }),
  ],
  ['a modification of the wrong shape', JSON.stringify({ type: 'MODIFY', checksum: null, lineItems: {} })],
  [
    'a tip modification of the wrong shape',
    JSON.stringify({ versionKey: 3, gratuityAmount: 'Infinity', idempotencyKey: ['k'] }),
  ],
];

function fields(): string[] {
  return [
    'email',
    'password',
    'refreshToken',
    'addressType',
    'addressLine1',
    'addressLine2',
    'city',
    'county',
    'countryCode',
    'stateCode',
    'zip',
    'preferredAddress',
    'dateAddressUpdated',
    'label',
    'notes',
    'address',
    'method',
    'path',
    'status',
    'delayMs',
    'times',
    'line1',
    'line2',
    'type',
    'zip',
    'preferred',
    'addressId',
    'emailPreferencesCategory',
    'emailPreferences',
    'token',
    'phoneNumber',
    'triggerType',
    'optIn',
    'locationId',
    // The wallet's top-level fields; its nested ones have garbage bodies of their own above.
    'paymentMethod',
    'cardId',
    'paymentGram',
    'defaultCard',
    'save',
  ];
}

const cases = Object.entries(mutationRoutes).flatMap(([name, route]) =>
  garbage.map(([label, body]) => [name, label, route, body] as const),
);

describe('given every mutation route', () => {
  it.each(cases)('after %s receives %s, answers a 4xx error body, never 500', async (_, __, route, body) => {
    const answer = await api.call<ErrorAnswer>(route.method, route.path(), {
      token: route.signedIn ? token : undefined,
      body,
    });
    expect([400, 401, 404]).toContain(answer.status);
    expect(answer.body.errors.code).toMatch(/^[A-Z_]+$/);
    expect(typeof answer.body.errors.reason).toBe('string');
  });

  it.each(Object.entries(mutationRoutes))(
    'after %s receives a body over 64 kB, answers 413 PAYLOAD_TOO_LARGE',
    async (_, route) => {
      const answer = await api.call<ErrorAnswer>(route.method, route.path(), {
        token: route.signedIn ? token : undefined,
        body: JSON.stringify({ email: 'x'.repeat(70_000) }),
      });
      expect(answer.status).toBe(413);
      expect(answer.body.errors.code).toBe('PAYLOAD_TOO_LARGE');
    },
  );

  const contentTypes = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ];
  it.each(Object.keys(mutationRoutes).flatMap((name) => contentTypes.map((type) => [name, type] as const)))(
    'after %s receives JSON labelled %s, answers 415 UNSUPPORTED_MEDIA_TYPE',
    async (name, contentType) => {
      const route = mutationRoutes[name];
      if (!route) throw new Error(name);
      const answer = await api.call<ErrorAnswer>(route.method, route.path(), {
        token: route.signedIn ? token : undefined,
        body: '{"email":"avery@aisle.test","password":"groceries"}',
        headers: { 'Content-Type': contentType },
      });
      expect(answer.status).toBe(415);
      expect(answer.body.errors.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('after JSON that is not JSON, answers 400 MALFORMED_REQUEST', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/auth/v1/sign-in', { body: '{"email":' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('MALFORMED_REQUEST');
  });

  it('after wrong types, answers 400 CONSTRAINT_VIOLATION_EXCEPTION with a reason naming the fields and details', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/auth/v1/sign-in', { body: { email: 5, password: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
      reason: 'Invalid email, password.',
      details: [
        { field: 'email', message: 'email must be text' },
        { field: 'password', message: 'password must be text' },
      ],
    });
  });
});

describe('given the read routes and path parameters', () => {
  it.each([
    ['/atlas/v1/stores'],
    ['/atlas/v1/stores?postalCode=4520'],
    ['/atlas/v1/stores?postalCode=452021'],
    ['/atlas/v1/stores?postalCode=abcde'],
    ['/atlas/v1/stores?postalCode=4520%00'],
    ['/atlas/v1/stores?postalCode=45202&postalCode=45203'],
    ['/atlas/v1/stores?latitude=39.1'],
    ['/atlas/v1/stores?latitude=abc&longitude=-84.5'],
    ['/atlas/v1/stores?latitude=91&longitude=0'],
    ['/atlas/v1/stores?latitude=0&longitude=181'],
    ['/atlas/v1/stores?latitude=NaN&longitude=Infinity'],
    ['/atlas/v1/stores?latitude=1e3&longitude=0'],
    ['/atlas/v1/stores?postalCode=45202&radiusInMiles=-1'],
    ['/atlas/v1/stores?postalCode=45202&radiusInMiles=501'],
    ['/atlas/v1/stores?postalCode=45202&radiusInMiles=0'],
    ['/atlas/v1/stores?postalCode=45202&banner=DROP%20TABLE%20stores'],
    [`/atlas/v1/stores?postalCode=${'9'.repeat(5000)}`],
    ['/atlas/v1/products?gtin13s=123'],
    ['/atlas/v1/products?gtin13s=0001111041700&gtin13s=0000000004011'],
    [`/atlas/v1/products?gtin13s=${'0001111041700,'.repeat(300)}0001111041700`],
    ['/atlas/v1/products/similar'],
    ['/atlas/v1/products/similar?upc=%00'],
    ['/atlas/v1/products/similar?upc=0001111041700&option.validate=%00'],
    ['/atlas/v1/string-table'],
    ['/atlas/v1/string-table?ids=%00'],
    ['/atlas/v1/string-table?ids=checkout/upfront-timeslots&ids=modality/fulfillment/text'],
  ])('after GET %s, answers 400', async (path) => {
    const answer = await api.call<ErrorAnswer>('GET', path);
    expect(answer.status).toBe(400);
    expect(['CONSTRAINT_VIOLATION_EXCEPTION', 'INVALID_POSTAL_CODE']).toContain(answer.body.errors.code);
  });

  it.each([`?projections=${'x'.repeat(300)}`, '?projections=a&projections=b', '?projections=%00'])(
    'after GET profile%s, answers 400',
    async (query) => {
      const answer = await api.call<ErrorAnswer>('GET', `/atlas/v1/customer-profile/v1/profile${query}`, { token });
      expect(answer.status).toBe(400);
    },
  );

  const signedInReads: [string, Record<string, string>][] = [
    ['/atlas/v1/community-rewards/v1/participation', {}],
    ['/atlas/v1/community-rewards/v1/participation?preferredStore=0140035', {}],
    ['/atlas/v1/community-rewards/v1/participation?preferredStore=01400352&preferredStore=01400943', {}],
    ['/atlas/v1/community-rewards/v1/participation?preferredStore=%00%00%00%00%00%00%00%00', {}],
    ['/atlas/v1/community-rewards/v1/participation?preferredStore=01400352', { 'X-Banner': 'acme' }],
    ['/accountmanagement/api/preferred-store', { 'X-Banner': 'x'.repeat(300) }],
    ['/accountmanagement/api/store-locator', {}],
    ['/accountmanagement/api/store-locator?postalCode=abcde', {}],
    ['/accountmanagement/api/store-locator?latitude=91&longitude=0', {}],
    ['/atlas/v1/communications/v1/email-preferences', { 'X-Banner': 'DROP TABLE' }],
    ['/atlas/v1/communications/v2/email-preferences', { 'X-Banner': '' }],
    ['/payment/v2/wallet', { 'X-Application-Id': 'x'.repeat(300) }],
    ['/payment/v2/wallet', { 'X-Show-Gift-Cards': 'maybe' }],
    ['/payment/v1/payments', {}],
    ['/payment/v1/payments?checkoutId=%00', {}],
    ['/atlas/v1/checkout/v2/flash-sales', {}],
    [`/atlas/v1/checkout/v2/flash-sales?checkoutId=${'x'.repeat(300)}`, {}],
  ];
  it.each(signedInReads)('after a signed-in GET %s with headers %j, answers 400', async (path, headers) => {
    const answer = await api.call<ErrorAnswer>('GET', path, { token, headers });
    expect(answer.status).toBe(400);
    expect(['CONSTRAINT_VIOLATION_EXCEPTION', 'INVALID_POSTAL_CODE']).toContain(answer.body.errors.code);
  });

  it.each([
    ['?token=%00'],
    [`?token=${'x'.repeat(5000)}`],
    ["?token2=' OR 1=1 --"],
    ['?token=demo-email-token-nobody&token2=demo-email-token-avery'],
  ])('after GET e-mail preferences%s, answers 401 INVALID_TOKEN', async (query) => {
    const answer = await api.call<ErrorAnswer>('GET', `/atlas/v1/communications/v1/email-preferences${query}`);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('INVALID_TOKEN');
  });

  it.each(['', '%00', 'x'.repeat(2000), '../../etc/passwd', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])(
    'after GET e-mail preferences (v2) with X-Encrypted-Email %j, answers 401 INVALID_TOKEN',
    async (header) => {
      const answer = await api.call<ErrorAnswer>('GET', '/atlas/v1/communications/v2/email-preferences', {
        headers: { 'X-Encrypted-Email': header },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.errors.code).toBe('INVALID_TOKEN');
    },
  );

  it.each(['%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', encodeURIComponent("' OR 1=1 --")])(
    'after PUT and DELETE on the address id %s, answers 404 ADDRESS_NOT_FOUND',
    async (id) => {
      const path = `/atlas/v1/customer-profile/v1/addresses/${id}`;
      const update = await api.call<ErrorAnswer>('PUT', path, {
        token,
        body: {
          addressType: 'home',
          addressLine1: '1 Main St',
          city: 'X',
          countryCode: 'US',
          stateCode: 'OH',
          zip: '45202',
        },
      });
      expect(update.body.errors.code).toBe('ADDRESS_NOT_FOUND');
      const remove = await api.call<ErrorAnswer>('DELETE', path, {
        token,
        body: 'garbage',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(remove.body.errors.code).toBe('ADDRESS_NOT_FOUND');
    },
  );

  it('after all of that, the address book is unchanged', async () => {
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM addresses');
    expect(rows[0]?.count).toBe(5);
    const { rows: preferences } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM email_preferences',
    );
    expect(preferences[0]?.count).toBe(3);
    const { rows: cards } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallet_cards');
    expect(cards[0]?.count).toBe(5);
  });
});
