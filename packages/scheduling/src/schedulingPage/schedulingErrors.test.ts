import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { isTimeExpiredError, schedulingErrorText, schedulingErrorTitle } from './schedulingErrors';
import { hasValidDestination, schedulingRedirect } from './schedulingRedirect';
import { deliveryModality, pickupModality } from '../testing/schedulingPageTesting';

const failed = (code?: string, reason?: string) => new ServiceError({ status: 400, code, reason });

describe('schedulingErrorTitle (§8 scheduling titles)', () => {
  it.each([
    ['PROMISE_ALCOHOL_QTY_EXCEEDED', 'Alcohol Quantity Limit Exceeded'],
    ['ALCOHOL_NA_FOR_ADDRESS', 'Alcohol Delivery Is Unavailable'],
    ['NO_ITEMS_AVAILABLE', 'Items Are Not Available'],
    ['ITEMS_UNAVAILABLE', 'Items Are Not Available'],
    ['INVALID_ADDRESS', 'Confirm Address'],
    ['NO_SLOTS_AVAILABLE', 'Delivery Time Unavailable'],
    ['LF8745B', 'Something Went Wrong'],
    ['ANYTHING_ELSE', 'Something Went Wrong'],
    [undefined, 'Something Went Wrong'],
  ])('titles %s as %s for delivery', (code, title) => {
    expect(schedulingErrorTitle(failed(code), 'DELIVERY')).toBe(title);
  });

  it('titles NO_TIMESLOTS_AVAILABLE by the way of shopping (ambiguity 12)', () => {
    expect(schedulingErrorTitle(failed('NO_TIMESLOTS_AVAILABLE'), 'PICKUP')).toBe('Pickup Time Unavailable');
    expect(schedulingErrorTitle(failed('NO_TIMESLOTS_AVAILABLE'), 'DELIVERY')).toBe('Delivery Time Unavailable');
  });

  it('shows the server’s reason for an INSTACART_ code, and the generic title without one', () => {
    expect(schedulingErrorTitle(failed('INSTACART_STORE_CLOSED', 'Instacart is closed today.'), 'DELIVERY')).toBe(
      'Instacart is closed today.',
    );
    expect(schedulingErrorTitle(failed('INSTACART_STORE_CLOSED'), 'DELIVERY')).toBe('Something Went Wrong');
  });

  it('reads a plain object with a code, and anything else as the generic row', () => {
    expect(schedulingErrorTitle({ code: 'NO_ITEMS_AVAILABLE' }, 'PICKUP')).toBe('Items Are Not Available');
    expect(schedulingErrorTitle(new Error('boom'), 'PICKUP')).toBe('Something Went Wrong');
    expect(schedulingErrorTitle(null, 'PICKUP')).toBe('Something Went Wrong');
  });

  it('gives the bodies and actions: items back to the cart, the generic row Try Again, LF8745B its own words', () => {
    expect(schedulingErrorText(failed('NO_ITEMS_AVAILABLE'), 'DELIVERY')).toEqual({
      title: 'Items Are Not Available',
      body: 'The items in your cart are not available. Please update your cart and try again.',
      action: 'backToCart',
    });
    expect(schedulingErrorText(failed('X'), 'DELIVERY').action).toBe('tryAgain');
    expect(schedulingErrorText(failed('LF8745B'), 'DELIVERY').body).toBe(
      'We are experiencing technical difficulties. Please try again in a few moments.',
    );
  });

  it('sends a max quantity error from checkout creation back to the cart, in the server’s words (checkout ERR-31)', () => {
    const reason = 'An order can hold up to 99 of an item. Please update your cart and try again.';
    expect(schedulingErrorText(failed('CART_QUANTITY_LIMIT_EXCEEDED', reason), 'PICKUP')).toEqual({
      title: 'Quantity Limit Exceeded',
      body: reason,
      action: 'backToCart',
    });
    expect(schedulingErrorText(failed('CART_QUANTITY_LIMIT_EXCEEDED'), 'DELIVERY').body).toBe(
      'Your cart has more of an item than one order can hold. Please update your cart and try again.',
    );
  });

  it('tells the errors that end the chosen time', () => {
    const codes = ['TIMESLOT_UNAVAILABLE', 'PROMISE_EXPIRED', 'PROMISE_NOT_FOUND', 'PROMISE_VERSION_CONFLICT'];
    for (const code of [...codes, 'LOCATION_MISMATCH']) expect(isTimeExpiredError(failed(code))).toBe(true);
    expect(isTimeExpiredError(failed('NO_ITEMS_AVAILABLE'))).toBe(false);
  });
});

describe('schedulingRedirect (§4)', () => {
  const base = {
    fulfillmentType: 'DELIVERY',
    activeModality: deliveryModality,
    signedIn: true,
    modify: false,
    loaded: true,
  } as const;

  it('signs in first, then the cart, then the modified order’s cart once loaded', () => {
    expect(schedulingRedirect({ ...base, signedIn: false, activeModality: null })).toBe('signIn');
    expect(schedulingRedirect({ ...base, activeModality: null })).toBe('cart');
    expect(schedulingRedirect({ ...base, activeModality: pickupModality })).toBe('cart');
    expect(schedulingRedirect({ ...base, activeModality: pickupModality, modify: true })).toBe('modifyCart');
    expect(schedulingRedirect({ ...base, modify: true, loaded: false })).toBeNull();
    expect(schedulingRedirect({ ...base, modify: true })).toBe('modifyCart');
    expect(schedulingRedirect(base)).toBeNull();
  });

  it('needs a store for both and an address for delivery', () => {
    expect(hasValidDestination(pickupModality)).toBe(true);
    expect(hasValidDestination({ ...pickupModality, destination: {} })).toBe(false);
    expect(hasValidDestination({ ...deliveryModality, destination: { locationId: '01400378' } })).toBe(false);
    expect(hasValidDestination(deliveryModality)).toBe(true);
  });
});
