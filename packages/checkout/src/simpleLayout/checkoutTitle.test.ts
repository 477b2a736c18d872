import { describe, expect, it } from 'vitest';
import { checkoutTitle } from './checkoutTitle';
import { simpleLayoutMessages } from './simpleLayoutMessages';

describe('checkoutTitle', () => {
  it("names the scheduling route 'Checkout' and 'Schedule'", () => {
    expect(checkoutTitle('schedule')).toBe('Checkout - Schedule');
  });

  it("names the checkout route 'Checkout' and 'Payment'", () => {
    expect(checkoutTitle('payment')).toBe('Checkout - Payment');
  });

  it('takes the host’s words', () => {
    const messages = { ...simpleLayoutMessages, simpleLayoutDocumentTitle: '{step} | Checkout' };
    expect(checkoutTitle('payment', messages)).toBe('Payment | Checkout');
  });
});
