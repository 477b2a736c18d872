import { checkoutPaths, type PurchasesResponse } from '@aisle/contracts/checkout';
import type { QuotesResponse } from '@aisle/contracts/scheduling';
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
// window the service quotes, shipped to an address, packed and priced by a store, and placed like
// the others.

let at: AveryAtCheckout;
averyAtCheckout((state) => {
  at = state;
});

const quoteShip = () =>
  at.api.call<QuotesResponse>('POST', '/atlas/v1/promising/v4/quotes', {
    token: at.avery,
    body: { modalityType: 'SHIP', locationId: '01400352', items: usualCart },
  });

const workAddress = {
  addressLines: ['Ste 200', '7650 Montgomery Rd'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45236',
  countryCode: 'US',
};

describe('given a ship quote', () => {
  it('offers one window, tomorrow to three days out, read as the shipping timeline, at no cost', async () => {
    const answer = await quoteShip();
    expect(answer.status).toBe(200);
    const [day, ...others] = answer.body.data.days;
    expect(others).toEqual([]);
    expect(day?.times).toHaveLength(1);
    const time = day?.times[0];
    expect(time).toMatchObject({
      displayString: 'As soon as 1-3 days',
      cost: 0,
      shouldShowFees: false,
      vendorId: 'ship',
      window: { timezone: 'America/New_York' },
    });
    const [start = '', end = ''] = time?.window.value.split('/') ?? [];
    const days = (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${day?.date}T00:00:00Z`)) / 86_400_000;
    expect(Date.parse(`${start.slice(0, 10)}T00:00:00Z`) - Date.parse(`${day?.date}T00:00:00Z`)).toBe(86_400_000);
    expect(days).toBe(4);
    expect(answer.body.data.items[time?.quoteId ?? '']).toBeDefined();
  });
});

describe('given a held shipping window', () => {
  it('makes a ship draft to the chosen address: no tip, no service fee, no delivery vendor', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP', address: workAddress });
    expect(checkout).toMatchObject({
      modalityType: 'SHIP',
      status: 'DRAFT',
      fulfillment: {
        locationId: '01400352',
        destination: { addressLine1: '7650 Montgomery Rd, Ste 200', city: 'Cincinnati', zipCode: '45236' },
      },
      gratuity: { modifiable: false, maxTip: 0, suggestions: [] },
      deliveryVendor: null,
    });
    expect(checkout.summary.cost.gratuityTotal).toBe(0);
    const tipped = await putCheckout(at.api, at.avery, checkout.id, {
      versionKey: checkout.versionKey,
      paymentDetails: { gratuityAmount: 5 },
    });
    expect(tipped.status).toBe(422);
    expect(tipped.body.errors).toMatchObject({ code: 'TIP_INVALID', reason: 'Only delivery orders take a tip.' });
  });

  it('ships to the home address when none was chosen', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    expect(checkout.fulfillment.destination).toMatchObject({ addressLine1: expect.stringContaining('1014 Vine St') });
  });

  it('refuses a ship order with no address to ship to, chosen or saved', async () => {
    await at.api.db.query('DELETE FROM addresses WHERE shopper_id = $1', [at.wallet.shopperId]);
    await expect(startDraft(at.api, at.avery, { modalityType: 'SHIP' })).rejects.toThrow(
      /SHIP_ADDRESS_REQUIRED.*A ship order needs an address to ship to\./,
    );
  });

  it('refuses a pickup made from a shipping window', async () => {
    const { checkout } = await startDraft(at.api, at.avery, { modalityType: 'SHIP' });
    const answer = await at.api.call<CheckoutAnswer>('POST', checkoutsPath, {
      token: at.avery,
      body: {
        modalityType: 'PICKUP',
        lineItems: usualCart.map((line) => ({ cart: line })),
        fulfillment: { promise: { id: checkout.fulfillment.promise.id, versionKey: '1' } },
      },
    });
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
