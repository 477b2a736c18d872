import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressRecord } from '@aisle/contracts';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const base = '/atlas/v1/customer-profile/v1/addresses';
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

const newAddress = {
  addressType: 'delivery',
  addressLine1: '1 Main St',
  city: 'Cincinnati',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
};

const list = async (token: string) =>
  (await api.call<{ addresses: AddressRecord[] }>('GET', base, { token })).body.addresses;
const add = (token: string, body: object) =>
  api.call<{ address: AddressRecord } & ErrorAnswer>('POST', base, { token, body });

describe('given the shopper with three addresses', () => {
  it('after listing them, answers the server shape with line2 before line1 and the home first', async () => {
    const addresses = await list(avery);
    expect(addresses).toHaveLength(3);
    expect(addresses[0]).toMatchObject({
      address: { addressLines: ['Apt 5C', '1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH' },
      type: 'home',
      preferredAddress: true,
      location: { lat: 39.1072, lng: -84.5149 },
    });
    expect(addresses[1]).toMatchObject({ address: { addressLines: ['3420 Edwards Rd'] }, label: 'Parents' });
    expect(new Date(addresses[0]?.modified?.value ?? '').toISOString()).toBe(addresses[0]?.modified?.value);
  });

  it('after adding a delivery address with every field, answers 201 and lists it', async () => {
    const answer = await add(avery, {
      ...newAddress,
      addressType: 'Delivery',
      addressLine2: 'Unit 3',
      county: 'Hamilton',
      label: 'Gym',
      notes: 'Front desk',
      dateAddressUpdated: '2026-03-01T12:00:00.000Z',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.address).toMatchObject({
      address: { addressLines: ['Unit 3', '1 Main St'], county: 'Hamilton', postalCode: '45202', countryCode: 'US' },
      type: 'delivery',
      preferredAddress: false,
      label: 'Gym',
      notes: 'Front desk',
      modified: { value: api.clock.now.toISOString() },
    });
    expect((await list(avery)).map((record) => record.id)).toContain(answer.body.address.id);
  });

  it('after adding a new home address, the previous home becomes a delivery address', async () => {
    const answer = await add(avery, { ...newAddress, addressType: 'HOME' });
    expect(answer.body.address).toMatchObject({ type: 'home', preferredAddress: true });
    const after = await list(avery);
    expect(after.filter((record) => record.type === 'home').map((record) => record.id)).toEqual([
      answer.body.address.id,
    ]);
    expect(after[0]).toMatchObject({ type: 'delivery', preferredAddress: false });
  });

  it('after updating an address, answers it changed; making it home demotes the old home', async () => {
    const [home, other] = await list(avery);
    const answer = await api.call<{ address: AddressRecord }>('PUT', `${base}/${other?.id}`, {
      token: avery,
      body: { ...newAddress, addressType: 'home', addressLine1: '2 Elm St', zip: '45202-1234' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.address).toMatchObject({ id: other?.id, type: 'home', address: { addressLines: ['2 Elm St'] } });
    expect(answer.body.address).not.toHaveProperty('label');
    const after = await list(avery);
    expect(after.find((record) => record.id === home?.id)?.type).toBe('delivery');
  });

  it('after deleting an address, answers successful and it is gone; deleting it again answers 404', async () => {
    const [, other] = await list(avery);
    const answer = await api.call('DELETE', `${base}/${other?.id}`, { token: avery });
    expect(answer).toMatchObject({ status: 200, body: { successful: true } });
    expect((await list(avery)).map((record) => record.id)).not.toContain(other?.id);
    const again = await api.call<ErrorAnswer>('DELETE', `${base}/${other?.id}`, { token: avery });
    expect(again.status).toBe(404);
    expect(again.body.errors.code).toBe('ADDRESS_NOT_FOUND');
  });

  it('after adding until the book holds 10, the 11th answers 400 TOO_MANY_ADDRESSES and is not stored', async () => {
    for (let count = 3; count < 10; count += 1) {
      expect((await add(avery, { ...newAddress, addressLine1: `${count} Main St` })).status).toBe(201);
    }
    const eleventh = await add(avery, { ...newAddress, addressLine1: '11 Main St' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errors.code).toBe('TOO_MANY_ADDRESSES');
    expect(await list(avery)).toHaveLength(10);
  });
});

describe('given the account spec limits', () => {
  it('after adding a Canadian address typed loosely, stores the postal code upper-cased with a space', async () => {
    const answer = await add(avery, {
      ...newAddress,
      countryCode: 'ca',
      stateCode: 'on',
      city: 'Ottawa',
      zip: 'k1a0b1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.address.address).toMatchObject({
      stateProvince: 'ON',
      postalCode: 'K1A 0B1',
      countryCode: 'CA',
    });
  });

  it.each([
    ['a 41-character street', { addressLine1: 'x'.repeat(41) }, 'addressLine1'],
    ['a 41-character unit', { addressLine2: 'x'.repeat(41) }, 'addressLine2'],
    ['a 41-character city', { city: 'x'.repeat(41) }, 'city'],
    ['a blank street', { addressLine1: '   ' }, 'addressLine1'],
    ['a 4-digit ZIP', { zip: '4520' }, 'zip'],
    ['a ZIP+4 with a dot', { zip: '45202.1234' }, 'zip'],
    ['a Canadian postal code for a US state', { zip: 'K1A 0B1' }, 'zip'],
    ['an unknown state', { stateCode: 'ZZ' }, 'stateCode'],
    ['a province with the US country', { stateCode: 'ON' }, 'stateCode'],
    ['a state with the Canadian country', { countryCode: 'CA', zip: 'K1A 0B1' }, 'stateCode'],
    ['another country', { countryCode: 'MX' }, 'countryCode'],
    ['another address type', { addressType: 'billing' }, 'addressType'],
    ['no city', { city: undefined }, 'city'],
  ])('after adding an address with %s, answers 400 naming the field', async (_, change, field) => {
    const answer = await add(avery, { ...newAddress, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.map((detail) => detail.field)).toContain(field);
    expect(answer.body.errors.reason).toContain(field);
  });

  it('after adding without a street, answers the spec message', async () => {
    const answer = await add(avery, { ...newAddress, addressLine1: '' });
    expect(answer.body.errors.details).toContainEqual({ field: 'addressLine1', message: 'Street Address is required' });
  });
});

describe('given two shoppers', () => {
  it("after one reads, updates or deletes the other's address id, answers 404 ADDRESS_NOT_FOUND and changes nothing", async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const [averyHome] = await list(avery);
    const path = `${base}/${averyHome?.id}`;

    expect((await list(morgan)).map((record) => record.id)).not.toContain(averyHome?.id);
    const update = await api.call<ErrorAnswer>('PUT', path, { token: morgan, body: newAddress });
    expect(update.status).toBe(404);
    expect(update.body.errors.code).toBe('ADDRESS_NOT_FOUND');
    expect(JSON.stringify(update.body)).not.toContain('Vine');
    const remove = await api.call<ErrorAnswer>('DELETE', path, { token: morgan });
    expect(remove.status).toBe(404);
    expect(remove.body.errors.code).toBe('ADDRESS_NOT_FOUND');

    expect((await list(avery))[0]).toEqual(averyHome);
  });

  it("after one adds a home address, the other's home is untouched", async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    await add(morgan, { ...newAddress, addressType: 'home' });
    expect((await list(avery)).filter((record) => record.type === 'home')).toHaveLength(1);
  });
});

describe('given an id that is not an address', () => {
  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%27%20OR%201%3D1', 'x'.repeat(500)])(
    'after updating and deleting %s, answers 404 ADDRESS_NOT_FOUND',
    async (id) => {
      const update = await api.call<ErrorAnswer>('PUT', `${base}/${id}`, { token: avery, body: newAddress });
      expect(update.body.errors.code).toBe('ADDRESS_NOT_FOUND');
      const remove = await api.call<ErrorAnswer>('DELETE', `${base}/${id}`, { token: avery });
      expect(remove.body.errors.code).toBe('ADDRESS_NOT_FOUND');
    },
  );
});

describe('given the services keep no entity tags', () => {
  const elmStreet = { ...newAddress, addressLine1: '2 Elm St' };
  const linesOf = async (id: string | undefined) =>
    (await list(avery)).find((record) => record.id === id)?.address.addressLines;

  it('after reading the address book, sends no ETag to send back', async () => {
    const answer = await api.call('GET', base, { token: avery });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
  });

  it.each(['"stale"', 'W/"1"', '"a", "b"'])(
    'after an address PUT with If-Match: %s, answers 412 PRECONDITION_FAILED and changes nothing',
    async (ifMatch) => {
      const [, other] = await list(avery);
      const answer = await api.call<ErrorAnswer>('PUT', `${base}/${other?.id}`, {
        token: avery,
        body: elmStreet,
        headers: { 'If-Match': ifMatch },
      });
      expect(answer.status).toBe(412);
      expect(answer.body.errors.code).toBe('PRECONDITION_FAILED');
      expect(await linesOf(other?.id)).not.toContain('2 Elm St');
    },
  );

  it('after a PUT with If-Match but no live token, answers 401: sign-in is checked first', async () => {
    const [, other] = await list(avery);
    const answer = await api.call<ErrorAnswer>('PUT', `${base}/${other?.id}`, {
      body: elmStreet,
      headers: { 'If-Match': '"stale"' },
    });
    expect(answer.status).toBe(401);
  });

  it('after a DELETE with If-Match naming a tag, answers 412 and the address stays', async () => {
    const [, other] = await list(avery);
    const answer = await api.call('DELETE', `${base}/${other?.id}`, { token: avery, headers: { 'If-Match': '"x"' } });
    expect(answer.status).toBe(412);
    expect(await linesOf(other?.id)).toBeDefined();
  });

  it('after an address PUT with If-Match: *, updates it, the address existing', async () => {
    const [, other] = await list(avery);
    const answer = await api.call('PUT', `${base}/${other?.id}`, {
      token: avery,
      body: elmStreet,
      headers: { 'If-Match': '*' },
    });
    expect(answer.status).toBe(200);
    expect(await linesOf(other?.id)).toContain('2 Elm St');
  });
});
