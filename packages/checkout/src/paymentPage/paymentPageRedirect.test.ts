import { describe, expect, it } from 'vitest';
import { deliveryDraft, placedDelivery } from '../testing/fixtures';
import { paymentPageRedirect } from './paymentPageRedirect';

describe('the payment step sends the shopper', () => {
  it('to order complete for a checkout that is no longer a draft', () => {
    expect(paymentPageRedirect('loaded', placedDelivery)).toBe('orderComplete');
  });

  it('to the cart for a checkout the service does not know, or one without items', () => {
    expect(paymentPageRedirect('missing', undefined)).toBe('cart');
    expect(paymentPageRedirect('loaded', { ...deliveryDraft, lineItems: [] })).toBe('cart');
  });

  it('nowhere for a draft, or while loading', () => {
    expect(paymentPageRedirect('loaded', deliveryDraft)).toBeNull();
    expect(paymentPageRedirect('loading', undefined)).toBeNull();
    expect(paymentPageRedirect('error', undefined)).toBeNull();
  });
});
