import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressRecord, BillingAddressRecord, LegacyAddress } from '@aisle/contracts';
import { createTestApi, type Answer, type TestApi } from '../testing/testApi';

// Both engines run this file; on PostgreSQL the requests really overlap (a pool of ten connections).
const base = '/atlas/v1/customer-profile/v1/addresses';
const legacy = '/accountmanagement/api/addresses';
const billing = '/payment/v2/wallet/account/billing';
let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const home = (addressLine1: string) => ({
  addressType: 'home',
  addressLine1,
  city: 'Cincinnati',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
});

const list = async () => (await api.call<{ addresses: AddressRecord[] }>('GET', base, { token: avery })).body.addresses;
const statuses = (answers: Answer<unknown>[]) => answers.map((answer) => answer.status);

describe('given a shopper racing address-book writes against each other', () => {
  it('after 60 concurrent home changes, adds and a delete, answers no 500 and keeps exactly one home', async () => {
    const ids = (await list()).map((record) => record.id);
    const [legacyHome] = (await api.call<{ addresses: LegacyAddress[] }>('GET', legacy, { token: avery })).body
      .addresses;
    const answers = await Promise.all([
      ...Array.from({ length: 54 }, (_, index) =>
        api.call('PUT', `${base}/${ids[index % 2]}`, { token: avery, body: home(`${index + 1} Main St`) }),
      ),
      ...Array.from({ length: 3 }, (_, index) =>
        api.call('POST', base, { token: avery, body: home(`${index + 100} Race St`) }),
      ),
      ...Array.from({ length: 2 }, (_, index) =>
        api.call('POST', `${legacy}/update`, {
          token: avery,
          body: { ...legacyHome, line1: `${index + 200} Elm St`, type: 'home' },
        }),
      ),
      api.call('DELETE', `${base}/${ids[2]}`, { token: avery }),
    ]);
    expect(statuses(answers).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    const after = await list();
    expect(after).toHaveLength(5);
    expect(after.filter((record) => record.type === 'home')).toHaveLength(1);
  });
});

describe('given a shopper racing wallet billing-address writes against each other', () => {
  it('after 30 concurrent home changes, answers no 500 and keeps exactly one home', async () => {
    type Listed = { data: { payment: { addresses: BillingAddressRecord[] } } };
    const listBilling = async () =>
      (await api.call<Listed>('GET', billing, { token: avery })).body.data.payment.addresses;
    const ids = (await listBilling()).map((record) => record.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.call('PUT', billing, {
          token: avery,
          body: { address: { ...home(`${index + 1} Main St`), addressId: ids[index % ids.length] } },
        }),
      ),
    );
    expect(statuses(answers).filter((status) => status !== 200)).toEqual([]);
    expect((await listBilling()).filter((record) => record.type === 'home')).toHaveLength(1);
  });
});
