import { checkoutPaths, type Checkout, type PurchasesResponse } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import {
  activation,
  averyAtCheckout,
  checkoutPath,
  checkoutsPath,
  putCheckout,
  startDraft,
  usualCart,
  type AveryAtCheckout,
  type CheckoutAnswer,
} from '../testing/checkoutTestSupport';

// Ship orders (checkout spec §3, §9 "Modalities: Pickup, Delivery, Ship"): held for the one shipping
// window the service quotes (promising.test.ts), shipped to an address, packed and priced by a
// store, and placed like the others.

let at: AveryAtCheckout;
averyAtCheckout((state) => {
  at = state;
});

const workAddress = {
  addressLines: ['Ste 200', '7650 Montgomery Rd'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45236',
  countryCode: 'US',
};

/** King Soopers Denver: Colorado, whose retail delivery fee is on deliveries alone. */
const denver = '62000017';

/** A create checkout of the usual cart, for this way of shopping, on the promise `checkout` holds. */
const createFrom = (checkout: Checkout, modalityType: Checkout['modalityType']) =>
  at.api.call<CheckoutAnswer>('POST', checkoutsPath, {
    token: at.avery,
    body: {
      modalityType,
      lineItems: usualCart.map((line) => ({ cart: line })),
      fulfillment: { promise: { id: checkout.fulfillment.promise.id, versionKey: '1' } },
    },
  });

describe('given a held shipping window', () => {
  it('makes a ship draft to the chosen address: no tip, no service fee, no delivery vendor', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP', address: workAddress });
    expect(checkout).toMatchObject({
      modalityType: 'SHIP',
      status: 'DRAFT',
      fulfillment: {
        locationId: '01400352',
        destination: {
          name: 'Work',
          addressLine1: '7650 Montgomery Rd, Ste 200',
          city: 'Cincinnati',
          zipCode: '45236',
        },
      },
      gratuity: { modifiable: false, maxTip: 0, suggestions: [] },
      summary: { cost: { serviceFee: 0, regulatoryFees: [], gratuityTotal: 0 } },
      deliveryVendor: null,
    });
    const tipped = await putCheckout(at.api, at.avery, checkout.id, {
      versionKey: checkout.versionKey,
      paymentDetails: { gratuityAmount: 5 },
    });
    expect(tipped.status).toBe(422);
    expect(tipped.body.errors).toMatchObject({ code: 'TIP_INVALID', reason: 'Only delivery orders take a tip.' });
  });

  it('names an address the book does not hold the shipping address', async () => {
    const elsewhere = { ...workAddress, addressLines: ['12 Main St'] };
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP', address: elsewhere });
    expect(checkout.fulfillment.destination).toMatchObject({ name: 'Shipping address', addressLine1: '12 Main St' });
  });

  it('ships to the home address when none was chosen', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    expect(checkout.fulfillment.destination).toMatchObject({ addressLine1: expect.stringContaining('1014 Vine St') });
  });

  it('refuses a ship order with no address to ship to, chosen or saved: 422, never the store', async () => {
    await at.api.db.query('DELETE FROM addresses WHERE shopper_id = $1', [at.wallet.shopperId]);
    await expect(startDraft(at.api, at.avery, { modalityType: 'SHIP' })).rejects.toThrow(
      /422.*SHIP_ADDRESS_REQUIRED.*A ship order needs an address to ship to\./,
    );
  });

  it('costs what a pickup from the store costs: its tax and bags, and no Colorado delivery fee', async () => {
    const shipped = await startDraft(at.api, at.avery, { modalityType: 'SHIP', locationId: denver });
    const picked = await startDraft(at.api, at.avery, { modalityType: 'PICKUP', locationId: denver });
    expect(shipped.checkout.summary.cost).toEqual(picked.checkout.summary.cost);
    expect(shipped.checkout.summary.cost).toMatchObject({ regulatoryFees: [], bagBan: true });
  });

  it('refuses contactless delivery: a parcel carrier brings it', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    const { firstName, lastName, phone, smsOptin } = checkout.fulfillment.contact;
    const answer = await putCheckout(at.api, at.avery, checkout.id, {
      versionKey: checkout.versionKey,
      fulfillment: { contact: { firstName, lastName, phone, smsOptin }, instructions: '', deliveryType: 'Contactless' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      code: 'CONTACTLESS_NOT_ALLOWED',
      reason: 'Contactless delivery is for delivery orders.',
    });
  });

  it('refuses a pickup made from a shipping window', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    const answer = await createFrom(checkout, 'PICKUP');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.code).toBe('MODALITY_MISMATCH');
  });

  it('names a pickup promise’s mismatch before a missing ship address: the promise is the first problem', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'PICKUP' });
    await at.api.db.query('DELETE FROM addresses WHERE shopper_id = $1', [at.wallet.shopperId]);
    const answer = await createFrom(checkout, 'SHIP');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.code).toBe('MODALITY_MISMATCH');
  });

  it('places it with a card, and Purchase History lists it as SHIP', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    const placed = await putCheckout(at.api, at.avery, checkout.id, activation(checkout, at.wallet.visa));
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ status: 'ACTIVE', modalityType: 'SHIP' });
    const read = await at.api.call<CheckoutAnswer>('GET', checkoutPath(checkout.id), { token: at.avery });
    expect(read.body.data.status).toBe('ACTIVE');
    const purchases = await at.api.call<PurchasesResponse>('GET', checkoutPaths.purchases, { token: at.avery });
    expect(purchases.body.data.find((each) => each.checkoutId === checkout.id)).toMatchObject({
      modalityType: 'SHIP',
      status: 'ACTIVE',
    });
  });
});
