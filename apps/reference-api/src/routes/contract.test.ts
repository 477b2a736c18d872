import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressesResponse,
  addressResponse,
  legacyAddressesResponse,
  profileResponse,
  storeLocatorResponse,
} from '@aisle/contracts/account';
import {
  billingAddressesResponse,
  cardResponse,
  getWalletResponse,
  hostedPaymentPageTokenResponse,
  paymentIntentResponse,
  saveBillingAddressResponse,
  walletPaths,
} from '@aisle/contracts/wallet';
import {
  checkoutPaths,
  checkoutResponse,
  flashSalesResponse,
  paymentResponse,
  purchasesResponse,
} from '@aisle/contracts/checkout';
import type { z } from 'zod';
import { activation, averyWallet, startDraft } from '../testing/checkoutTestSupport';
import { createTestApi, type TestApi } from '../testing/testApi';
import { bankCardBody, cardToken, cvvToken } from '../testing/walletTestSupport';

// The server answers what @aisle/contracts says each call answers: every answer below is parsed
// with the contract's schema, so a field the clients rely on cannot go missing or change type here
// without this failing. (Extra keys pass: the contract lets services add fields.)
let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

/** Lists every issue, so a failure names each field that broke the contract. */
function expectShape(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body, { reportInput: true });
  expect(result.error?.issues ?? []).toEqual([]);
}

const newAddress = {
  addressType: 'delivery',
  addressLine1: '1 Main St',
  addressLine2: 'Apt 4',
  city: 'Cincinnati',
  county: 'Hamilton',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
  preferredAddress: false,
  dateAddressUpdated: '2026-11-22T12:00:00.000Z',
};

describe('given the account calls', () => {
  it('answers the profile, the address list, a saved address and store search in their contract shapes', async () => {
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: avery, body });
    expectShape(
      profileResponse,
      (await call('GET', '/atlas/v1/customer-profile/v1/profile?projections=customerProfile.full')).body,
    );
    expectShape(addressesResponse, (await call('GET', '/atlas/v1/customer-profile/v1/addresses')).body);
    const added = await call('POST', '/atlas/v1/customer-profile/v1/addresses', newAddress);
    expect(added.status).toBe(201);
    expectShape(addressResponse, added.body);
    expectShape(legacyAddressesResponse, (await call('GET', '/accountmanagement/api/addresses')).body);
    expectShape(
      storeLocatorResponse,
      (await call('GET', '/accountmanagement/api/store-locator?postalCode=45202')).body,
    );
  });
});

describe('given the wallet calls', () => {
  it('answers the wallet, a card, the billing addresses, a payment intent and a hosted payment page token in their contract shapes', async () => {
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: avery, body });
    const wallet = await call('GET', walletPaths.wallet);
    expectShape(getWalletResponse, wallet.body);
    const { cards } = getWalletResponse.parse(wallet.body).data.payment;
    expectShape(cardResponse, (await call('PUT', walletPaths.defaultCard, { cardId: cards[0]?.cardId })).body);
    expectShape(billingAddressesResponse, (await call('GET', walletPaths.billingAddresses)).body);
    const saved = await call('PUT', walletPaths.billingAddresses, {
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        addressType: 'delivery',
        city: 'Cincinnati',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'OH',
        zip: '45202',
      },
    });
    expectShape(saveBillingAddressResponse, saved.body);
    expectShape(paymentIntentResponse, (await call('POST', walletPaths.paymentIntents)).body);
    expectShape(hostedPaymentPageTokenResponse, (await call('POST', walletPaths.hostedPaymentPageToken)).body);
  });
});

describe('given the checkout calls', () => {
  it('answers a checkout, its update, activation and tip modification, flash sales, payments and purchases in their contract shapes', async () => {
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: avery, body });
    const { checkout } = await startDraft(api, avery);
    const wallet = await averyWallet(api);
    expectShape(checkoutResponse, (await call('GET', checkoutPaths.checkout(checkout.id))).body);
    const updated = await call('PUT', checkoutPaths.checkout(checkout.id), {
      versionKey: checkout.versionKey,
      payments: [{ id: wallet.visa, paymentType: 'BANK_CARD', amount: 0 }],
    });
    expectShape(checkoutResponse, updated.body);
    expectShape(flashSalesResponse, (await call('GET', `${checkoutPaths.flashSales}?checkoutId=${checkout.id}`)).body);
    const placed = await call('PUT', checkoutPaths.checkout(checkout.id), activation({ versionKey: '2' }, wallet.visa));
    expect(placed.status).toBe(200);
    expectShape(checkoutResponse, placed.body);
    const tipped = await call('PUT', checkoutPaths.modifyTip(checkout.id), {
      versionKey: '3',
      gratuityAmount: 12.5,
      idempotencyKey: 'tip-1',
    });
    expect(tipped.status).toBe(200);
    expectShape(checkoutResponse, tipped.body);
    expectShape(paymentResponse, (await call('GET', `${checkoutPaths.payments}?checkoutId=${checkout.id}`)).body);
    expectShape(purchasesResponse, (await call('GET', checkoutPaths.purchases)).body);
  });

  it('answers a create purchase in the checkout’s shape', async () => {
    const { checkout } = await startDraft(api, avery);
    const wallet = await averyWallet(api);
    const { type: _type, ...body } = activation(checkout, wallet.visa);
    const purchased = await api.call('POST', checkoutPaths.purchase(checkout.id), { token: avery, body });
    expect(purchased.status).toBe(200);
    expectShape(checkoutResponse, purchased.body);
  });

  it('answers a card added and updated at checkout in the wallet’s card shape', async () => {
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: avery, body });
    const token = await cardToken(api, '6011111111111117');
    const added = await call('POST', checkoutPaths.cards('clicklist'), bankCardBody(token));
    expect(added.status).toBe(201);
    expectShape(cardResponse, added.body);
    const { card } = cardResponse.parse(added.body).data.payment;
    const edit = { ...bankCardBody(await cvvToken(api)), cardId: card.id, saved: true };
    const edited = await call('PUT', checkoutPaths.card('clicklist', card.id), edit);
    expect(edited.status).toBe(200);
    expectShape(cardResponse, edited.body);
  });
});
