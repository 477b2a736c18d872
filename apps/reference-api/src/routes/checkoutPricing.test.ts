import { checkout as checkoutSchema, flashSalesResponse } from '@aisle/contracts/checkout';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi';
import { checkoutPath, putCheckout, startDraft, wine } from '../testing/checkoutTestSupport';

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

describe('given a delivery draft from Kroger Over-the-Rhine (Ohio)', () => {
  it('prices the lines from the catalogue and sums the order', async () => {
    const { checkout, time } = await startDraft(api, avery);
    expect(checkoutSchema.safeParse(checkout).success).toBe(true);
    expect(checkout.lineItems[2]).toEqual({
      cart: { gtin13: '0000000004131', quantity: 1, substitutionPolicy: 'NONE' },
      item: { description: 'Fuji Apples', unitPrice: 4.99, totalPrice: 3.99, snapEligible: true, ageRestricted: false },
      priceAdjustment: { coupons: [], promos: [] },
    });
    const fee = time.cost;
    expect(checkout.summary.cost).toEqual({
      itemTotal: 19.75,
      itemCount: 5,
      couponTotal: 0,
      promoTotal: 0,
      yellowTagDiscountTotal: 1,
      // 7.8% of the sparkling water, the one item SNAP does not buy.
      taxTotal: 0.35,
      serviceFee: fee,
      regulatoryFees: [],
      bagFee: 0,
      gratuityTotal: 0,
      total: Math.round((18.75 + 0.35 + fee) * 100) / 100,
      ebtTotal: 14.26,
      nonEbtTotal: Math.round((18.75 + 0.35 + fee - 14.26) * 100) / 100,
    });
    expect(checkout.gratuity).toEqual({ modifiable: true, maxTip: 100, suggestions: [2, 3, 4] });
    expect(checkout).toMatchObject({
      status: 'DRAFT',
      checksum: expect.stringMatching(/^[0-9a-f]{16}$/),
      fulfillment: {
        contact: { firstName: 'Avery', lastName: 'Jordan', phone: '+15135550123', smsOptin: false },
        destination: { name: 'Home', addressLine1: '1014 Vine St, Apt 5C', city: 'Cincinnati', state: 'OH' },
        instructions: '',
        deliveryType: 'Standard',
      },
      buyer: { email: 'avery@aisle.test', dateOfBirth: null },
      paymentDetails: { payments: [], gratuityAmount: 0 },
      originalSummary: null,
      priceAdjustment: { promos: [] },
      ageRestriction: null,
      deliveryVendor: null,
      placedDate: null,
      modifiable: false,
    });
  });

  it('marks an order with wine as age-restricted (21)', async () => {
    const { checkout } = await startDraft(api, avery, { cart: [{ gtin13: wine, quantity: 1 }] });
    expect(checkout.ageRestriction).toEqual({ minimumAge: 21 });
    expect(checkout.lineItems[0]?.item.ageRestricted).toBe(true);
    expect(checkout.summary.cost.ebtTotal).toBe(0);
  });

  it('gives the buyer the shopper’s home address, and the contact no date of birth before an age check', async () => {
    const { checkout } = await startDraft(api, avery);
    expect(checkout.buyer.address).toEqual({
      addressLine1: '1014 Vine St, Apt 5C',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
    });
    expect(checkout.fulfillment.contact.dateOfBirth).toBeNull();
    const checked = await startDraft(api, avery, { cart: [{ gtin13: wine, quantity: 1 }], dateOfBirth: '1990-05-17' });
    expect(checked.checkout.fulfillment.contact.dateOfBirth).toBe('1990-05-17');
    const riley = await api.signIn('riley@aisle.test');
    const noBook = await startDraft(api, riley, { modalityType: 'PICKUP' });
    expect(noBook.checkout.buyer.address).toBeNull();
  });
});

describe('given other stores and times', () => {
  it('charges no service fee and takes no tip on pickup, and the pickup is at the store', async () => {
    const { checkout } = await startDraft(api, avery, { modalityType: 'PICKUP' });
    expect(checkout.summary.cost.serviceFee).toBe(0);
    expect(checkout.gratuity).toEqual({ modifiable: false, maxTip: 0, suggestions: [] });
    expect(checkout.fulfillment.destination).toMatchObject({
      name: 'Kroger Over-the-Rhine',
      addressLine1: '1420 Vine St',
    });
  });

  it('leaves the tax to the partner when Instacart delivers: taxTotal null (TBD), and no SNAP share', async () => {
    const { checkout } = await startDraft(api, avery, { vendor: 'instacart' });
    expect(checkout.deliveryVendor).toBe('INSTACART');
    expect(checkout.summary.cost.taxTotal).toBeNull();
    // The partner takes no SNAP EBT: the page must not propose the card.
    expect(checkout.summary.cost.ebtTotal).toBe(0);
    expect(checkout.summary.cost.nonEbtTotal).toBe(checkout.summary.cost.total);
  });

  it('charges California’s bag fee at a Ralphs store, 10¢ a bag of 5 items', async () => {
    const { checkout } = await startDraft(api, avery, { modalityType: 'PICKUP', locationId: '70300064' });
    expect(checkout.summary.cost.bagFee).toBe(0.1);
    expect(checkout.summary.cost.taxTotal).toBe(0.43);
  });

  it('says single-use plastic bags are banned at a Fred Meyer store in Oregon, and not in Ohio', async () => {
    const { checkout } = await startDraft(api, avery, { modalityType: 'PICKUP', locationId: '70100185' });
    expect(checkout.summary.cost.bagBan).toBe(true);
    expect(checkout.summary.cost.bagFee).toBe(0);
    const ohio = await startDraft(api, avery, { modalityType: 'PICKUP' });
    expect(ohio.checkout.summary.cost.bagBan).toBeUndefined();
  });

  it('adds Colorado’s retail delivery fee to a King Soopers delivery', async () => {
    const { checkout } = await startDraft(api, avery, { locationId: '62000017' });
    expect(checkout.summary.cost.regulatoryFees).toEqual([{ label: 'Colorado Retail Delivery Fee', amount: 0.28 }]);
  });

  it('refuses a cart with an item the catalogue does not have: 422 FALLOUT_ERROR', async () => {
    await expect(startDraft(api, avery, { cart: [{ gtin13: '0000000000017', quantity: 1 }] })).rejects.toThrow(
      /FALLOUT_ERROR/,
    );
  });
});

describe('given the store’s flash sales', () => {
  it('lists the same four sales of the store each time, none of them alcohol', async () => {
    const { checkout } = await startDraft(api, avery);
    const path = `/atlas/v1/checkout/v2/flash-sales?checkoutId=${checkout.id}`;
    const first = await api.call('GET', path, { token: avery });
    expect(first.status).toBe(200);
    const { data: sales } = flashSalesResponse.parse(first.body);
    expect(sales).toHaveLength(4);
    expect(sales.every((sale) => sale.maxQuantity === 10 && sale.sourceStoreId === '01400352')).toBe(true);
    expect((await api.call('GET', path, { token: avery })).body).toEqual(first.body);
    expect((await api.call('GET', '/atlas/v1/checkout/v2/flash-sales', { token: avery })).status).toBe(400);
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await api.call('GET', path, { token: morgan })).status).toBe(404);
  });

  it('adds a sale’s line at its price, changes its quantity, takes it off at 0, and refuses 11', async () => {
    const { checkout } = await startDraft(api, avery);
    const { data: sales } = flashSalesResponse.parse(
      (await api.call('GET', `/atlas/v1/checkout/v2/flash-sales?checkoutId=${checkout.id}`, { token: avery })).body,
    );
    const sale = sales[0];
    if (!sale) throw new Error('no sale');
    const line = (quantity: number) => ({
      gtin13: sale.gtin13,
      quantity,
      modalityType: 'DELIVERY',
      substitutionPolicy: 'NONE',
      couponId: sale.couponId,
      sourceStoreId: sale.sourceStoreId,
    });
    const added = await putCheckout(api, avery, checkout.id, { versionKey: '1', lineItems: [line(2)] });
    expect(added.status).toBe(200);
    const saleLine = added.body.data.lineItems.at(-1);
    const saleCents = Math.round((Math.round(sale.unitPrice * 100) * (100 - sale.percentOff)) / 100);
    expect(saleLine).toMatchObject({
      cart: { gtin13: sale.gtin13, quantity: 2, substitutionPolicy: 'NONE' },
      item: { totalPrice: (2 * saleCents) / 100 },
      flashSale: { couponId: sale.couponId, percentOff: sale.percentOff },
    });
    expect(added.body.data.summary.cost.couponTotal).toBe(Math.round(2 * (sale.unitPrice * 100 - saleCents)) / 100);
    const tooMany = await putCheckout(api, avery, checkout.id, { versionKey: '2', lineItems: [line(11)] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.code).toBe('FLASH_SALE_LIMIT_EXCEEDED');
    const other = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      lineItems: [{ ...line(1), couponId: 'FS-01400352-0008500000101' }],
    });
    expect(other.body.errors.code).toBe('FLASH_SALE_INVALID');
    const removed = await putCheckout(api, avery, checkout.id, { versionKey: '2', lineItems: [line(0)] });
    expect(removed.body.data.lineItems).toHaveLength(4);
    expect(removed.body.data.summary.cost.couponTotal).toBe(0);
  });

  it('lists a sale’s coupon on its line and on the order, with what it saves; other lines have none', async () => {
    const { checkout } = await startDraft(api, avery);
    const { data: sales } = flashSalesResponse.parse(
      (await api.call('GET', `/atlas/v1/checkout/v2/flash-sales?checkoutId=${checkout.id}`, { token: avery })).body,
    );
    const sale = sales[0];
    if (!sale) throw new Error('no sale');
    const added = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      lineItems: [
        {
          gtin13: sale.gtin13,
          quantity: 2,
          modalityType: 'DELIVERY',
          substitutionPolicy: 'NONE',
          couponId: sale.couponId,
          sourceStoreId: sale.sourceStoreId,
        },
      ],
    });
    const order = added.body.data;
    const coupon = {
      id: sale.couponId,
      offerId: 'FS-01400352',
      description: `Flash sale: ${sale.percentOff}% off ${sale.description}`,
      amount: order.summary.cost.couponTotal,
    };
    expect(order.priceAdjustment.coupons).toEqual([coupon]);
    expect(order.lineItems.at(-1)?.priceAdjustment).toEqual({ coupons: [coupon], promos: [] });
    expect(order.lineItems.slice(0, -1).map((line) => line.priceAdjustment)).toEqual(
      Array(4).fill({ coupons: [], promos: [] }),
    );
    expect(checkoutSchema.safeParse(order).success).toBe(true);
  });
});

describe('given a checkout that is not the shopper’s', () => {
  it('answers 404 to another shopper’s GET and PUT', async () => {
    const { checkout } = await startDraft(api, avery);
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await api.call('GET', checkoutPath(checkout.id), { token: morgan })).status).toBe(404);
    const put = await putCheckout(api, morgan, checkout.id, { versionKey: '1', paymentDetails: { gratuityAmount: 1 } });
    expect(put.status).toBe(404);
    expect(put.body.errors.code).toBe('CHECKOUT_NOT_FOUND');
  });
});
