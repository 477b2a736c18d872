import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi';
import { addCard, bankCardBody, cardToken, cincinnatiBilling, listCards } from '../testing/walletTestSupport';
import { findShopperByEmail } from '../shoppers/shoppers';
import { maxBankCards } from '../wallet/addCard';
import { declinedTestCards } from '../wallet/testCards';
import { countCards, insertCard } from '../wallet/walletCards';

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

const discover = '6011111111111117';

async function countRows(): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallet_cards');
  return rows[0]?.count ?? 0;
}

describe('given a bank card typed into the secure frame', () => {
  it('after adding it, answers 201 with the token’s brand, digits and expiry, never the body’s', async () => {
    const token = await cardToken(api, discover, { brand: 'DISCOVER', month: '11', year: '2031' });
    const answer = await addCard(api, avery, bankCardBody(token));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({
      cardType: 'CREDIT_CARD',
      brand: 'DISCOVER',
      imageType: 'DS',
      bin: '601111',
      lastFourPan: '1117',
      expirationMonth: '11',
      expirationYear: '2031',
      expired: false,
      preferred: false,
      saved: true,
      firstName: 'Avery',
      lastName: 'Jordan',
      address: { ...cincinnatiBilling },
    });
    const cards = await listCards(api, avery);
    expect(cards.map((card) => card.lastFourPan)).toEqual(['1111', '1117', '4444', '0001', '0050']);
  });

  it('after adding it, the database holds the last four and a fingerprint, never the number', async () => {
    await addCard(api, avery, bankCardBody(await cardToken(api, discover)));
    const { rows } = await api.db.query<Record<string, unknown>>('SELECT * FROM wallet_cards');
    expect(JSON.stringify(rows)).not.toContain(discover);
    expect(JSON.stringify(rows)).not.toContain(discover.slice(6, 12));
  });

  it('after adding it as the preferred card, it leads the list and the Visa is no longer preferred', async () => {
    const token = await cardToken(api, discover);
    const answer = await addCard(api, avery, bankCardBody(token, { defaultCard: true }));
    expect(answer.body.data.payment.card).toMatchObject({ preferred: true, defaultApplications: ['CLICKLIST'] });
    const cards = await listCards(api, avery);
    expect(cards.map((card) => [card.lastFourPan, card.preferred])).toEqual([
      ['1117', true],
      ['1111', false],
      ['4444', false],
      ['0001', false],
      ['0050', false],
    ]);
  });

  it('after adding it with save false, answers the card unsaved and keeps nothing', async () => {
    const before = await countRows();
    const answer = await addCard(api, avery, bankCardBody(await cardToken(api, discover), { save: false }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({ lastFourPan: '1117', saved: false });
    expect(await countRows()).toBe(before);
  });

  it('after adding the same number again, answers 409 DUPLICATE_CARD', async () => {
    expect((await addCard(api, avery, bankCardBody(await cardToken(api, discover)))).status).toBe(201);
    const again = await addCard(api, avery, bankCardBody(await cardToken(api, discover)));
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('DUPLICATE_CARD');
    const seeded = await addCard(api, avery, bankCardBody(await cardToken(api, '4111111111111111')));
    expect(seeded.status).toBe(409);
  });

  it('after re-adding the number of the expired Mastercard, answers 201: only a live card is a duplicate', async () => {
    const token = await cardToken(api, '5555555555554444', { brand: 'MASTERCARD', month: '01', year: '2030' });
    const answer = await addCard(api, avery, bankCardBody(token));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({ brand: 'MASTERCARD', expired: false });
  });

  it('after another shopper adds Avery’s number, answers 201: duplicates are per shopper', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const answer = await addCard(api, morgan, bankCardBody(await cardToken(api, '4111111111111111')));
    expect(answer.status).toBe(201);
  });

  it('after spending the token twice, answers 400 INVALID_LOW_VALUE_TOKEN the second time', async () => {
    const token = await cardToken(api, discover);
    expect((await addCard(api, avery, bankCardBody(token))).status).toBe(201);
    await api.call('DELETE', `/payment/v2/wallet/${(await listCards(api, avery))[1]?.id}`, { token: avery });
    const again = await addCard(api, avery, bankCardBody(token));
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toBe('INVALID_LOW_VALUE_TOKEN');
  });

  it('after an unknown or expired token, answers 400 INVALID_LOW_VALUE_TOKEN', async () => {
    const unknown = await addCard(api, avery, bankCardBody('x'.repeat(43)));
    expect(unknown.body.errors.code).toBe('INVALID_LOW_VALUE_TOKEN');
    const token = await cardToken(api, discover);
    api.clock.advance(16 * 60);
    const fresh = await api.signIn('avery@aisle.test');
    const expired = await addCard(api, fresh, bankCardBody(token));
    expect(expired.status).toBe(400);
    expect(expired.body.errors.code).toBe('INVALID_LOW_VALUE_TOKEN');
  });

  it('after a token for a card past its expiry, answers 400 CARD_EXPIRED', async () => {
    const answer = await addCard(
      api,
      avery,
      bankCardBody(await cardToken(api, discover, { month: '02', year: '2026' })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CARD_EXPIRED');
  });

  it.each(declinedTestCards.map((card) => [card.pan, card.status, card.code] as const))(
    'after adding the test number %s, answers %i %s and keeps nothing',
    async (pan, status, code) => {
      const before = await countRows();
      const answer = await addCard(api, avery, bankCardBody(await cardToken(api, pan)));
      expect(answer.status).toBe(status);
      expect(answer.body.errors.code).toBe(code);
      expect(await countRows()).toBe(before);
    },
  );

  it('after the same add twice with one Idempotency-Key, answers the first card twice and keeps one', async () => {
    const body = bankCardBody(await cardToken(api, discover));
    const headers = { 'Idempotency-Key': 'add-card-1' };
    const first = await addCard(api, avery, body, headers);
    const second = await addCard(api, avery, body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body.data.payment.card.id).toBe(first.body.data.payment.card.id);
    expect((await listCards(api, avery)).filter((card) => card.lastFourPan === '1117')).toHaveLength(1);
  });
});

describe('given a bank card body that breaks the rules', () => {
  const withBilling = (billing: object) => ({ paymentMethod: { ...bankCardBody('t').paymentMethod, billing } });
  const withMethod = (fields: object) => ({ paymentMethod: { ...bankCardBody('t').paymentMethod, ...fields } });

  it.each([
    ['three address lines', withBilling({ ...cincinnatiBilling, addressLines: ['a', 'b', '1 Main St'] })],
    ['no address line', withBilling({ ...cincinnatiBilling, addressLines: [] })],
    ['a street of 101 characters', withBilling({ ...cincinnatiBilling, addressLines: [`1 ${'x'.repeat(99)}`] })],
    ['a street with invalid characters', withBilling({ ...cincinnatiBilling, addressLines: ['1 Main St; DROP'] })],
    ['a city of 51 characters', withBilling({ ...cincinnatiBilling, cityTown: 'x'.repeat(51) })],
    ['an unknown state', withBilling({ ...cincinnatiBilling, stateProvince: 'ZZ' })],
    ['a state outside the country', withBilling({ ...cincinnatiBilling, stateProvince: 'ON' })],
    ['a bad ZIP', withBilling({ ...cincinnatiBilling, postalCode: '4520' })],
    ['a Canadian code in Ohio', withBilling({ ...cincinnatiBilling, postalCode: 'M5V 3L9', countryCode: 'US' })],
    ['no first name', withMethod({ firstName: '' })],
    ['a first name with digits', withMethod({ firstName: 'Av3ry' })],
    ['no token', withMethod({ lowValueToken: '' })],
    ['an unknown payment type', withMethod({ paymentType: 'CASH' })],
    ['a string defaultCard', { ...bankCardBody('t'), defaultCard: 'yes' }],
  ])('after %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async (_, body) => {
    const answer = await addCard(api, avery, { ...bankCardBody('t'), ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('after a Canadian billing address, answers 201 with country CA', async () => {
    const billing = {
      addressLines: ['290 Bremner Blvd'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'm5v3l9',
    };
    const body = bankCardBody(await cardToken(api, discover));
    const answer = await addCard(api, avery, { ...body, paymentMethod: { ...body.paymentMethod, billing } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card.address).toEqual({ ...billing, postalCode: 'M5V 3L9', countryCode: 'CA' });
  });

  it('after invalid characters or a long city, the details carry the spec’s messages', async () => {
    const answer = await addCard(api, avery, withBilling({ ...cincinnatiBilling, addressLines: ['1 Main St!'] }));
    expect(answer.body.errors.details).toContainEqual({
      field: 'paymentMethod.billing.addressLines',
      message: 'Address has invalid characters.',
    });
    const city = await addCard(api, avery, withBilling({ ...cincinnatiBilling, cityTown: 'x'.repeat(51) }));
    expect(city.body.errors.details).toContainEqual({
      field: 'paymentMethod.billing.cityTown',
      message: 'Maximum length for city field is 50 characters.',
    });
  });
});

describe(`given a wallet already holding ${maxBankCards} credit or debit cards`, () => {
  beforeEach(async () => {
    const shopper = await findShopperByEmail(api.db, 'avery@aisle.test');
    if (!shopper) throw new Error('Avery is not seeded.');
    const held = await countCards(api.db, shopper.id, 'CREDIT_CARD');
    for (let n = held; n < maxBankCards; n += 1) {
      await insertCard(
        api.db,
        shopper.id,
        {
          cardType: 'CREDIT_CARD',
          brand: 'VISA',
          firstSix: '411111',
          lastFour: String(1000 + n),
          expirationMonth: '12',
          expirationYear: '2031',
          firstName: 'Avery',
          lastName: 'Jordan',
          billing: null,
          panFingerprint: `filler-${n}`,
          pin: null,
          balanceCents: null,
          cashCents: null,
        },
        new Date(),
      );
    }
  });

  it('after saving one more, answers 422 BANK_CARD_LIMIT_REACHED and keeps the wallet as it was', async () => {
    const before = await countRows();
    const answer = await addCard(api, avery, bankCardBody(await cardToken(api, discover)));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { code: 'BANK_CARD_LIMIT_REACHED' } });
    expect(await countRows()).toBe(before);
  });

  it('after using one more for this order only (save: false), answers it as usual', async () => {
    const answer = await addCard(api, avery, bankCardBody(await cardToken(api, discover), { save: false }));
    expect(answer.status).toBe(201);
  });
});
