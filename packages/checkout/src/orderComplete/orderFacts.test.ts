import type { Checkout } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { pickupDraft, placedDelivery, placedShip } from '../testing/fixtures';
import { destinationAddress, nextSteps, orderedOnDate } from './orderFacts';

const placedOn = (placedDate: string | null, timezone = 'America/New_York'): Checkout => ({
  ...placedDelivery,
  placedDate,
  fulfillment: {
    ...placedDelivery.fulfillment,
    promise: {
      ...placedDelivery.fulfillment.promise,
      window: { ...placedDelivery.fulfillment.promise.window, timezone },
    },
  },
});

describe('orderedOnDate', () => {
  it("reads 'MMM. D, YYYY'", () => {
    expect(orderedOnDate(placedDelivery)).toBe('Nov. 27, 2026');
  });

  it('puts no period after a month whose short name is its whole name', () => {
    expect(orderedOnDate(placedOn('2026-05-03T15:00:00.000Z'))).toBe('May 3, 2026');
  });

  it('dates the order in the store’s zone, not in UTC', () => {
    // 11:30 PM in Cincinnati on Nov. 27 is already Nov. 28 in UTC.
    expect(orderedOnDate(placedOn('2026-11-28T04:30:00.000Z'))).toBe('Nov. 27, 2026');
    expect(orderedOnDate(placedOn('2026-11-28T04:30:00.000Z', 'UTC'))).toBe('Nov. 28, 2026');
  });

  it('falls back to when the checkout was made when it has no placed date', () => {
    expect(orderedOnDate(placedOn(null))).toBe('Nov. 27, 2026');
  });
});

describe('destinationAddress', () => {
  it('writes the address on one line', () => {
    expect(destinationAddress(placedDelivery.fulfillment.destination)).toBe('1014 Vine St, Cincinnati, OH 45202');
  });
});

describe('nextSteps', () => {
  it("for pickup: 'On My Way', 'I'm Here', loaded into the car, then enjoy", () => {
    expect(nextSteps(pickupDraft)).toEqual([
      'orderCompletePickupOnMyWay',
      'orderCompletePickupImHere',
      'orderCompletePickupLoaded',
      'orderCompleteEnjoy',
    ]);
  });

  it('for delivery: be there during the window, then enjoy', () => {
    expect(nextSteps(placedDelivery)).toEqual(['orderCompleteDeliveryBeThere', 'orderCompleteEnjoy']);
  });

  it('for a ship order: the e-mail when it ships, then enjoy', () => {
    expect(nextSteps(placedShip)).toEqual(['orderCompleteShipTracking', 'orderCompleteEnjoy']);
  });

  it('for a contactless delivery: watch for status updates instead', () => {
    const contactless = {
      ...placedDelivery,
      fulfillment: { ...placedDelivery.fulfillment, deliveryType: 'Contactless' },
    };
    expect(nextSteps(contactless as Checkout)).toEqual(['orderCompleteDeliveryContactless', 'orderCompleteEnjoy']);
  });
});
