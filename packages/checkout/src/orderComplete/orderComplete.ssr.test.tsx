// @vitest-environment node
import { TestStorefrontProvider } from '@aisle/core/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentErrorPage } from '../paymentError';
import { placedDelivery } from '../testing/fixtures';
import { OrderCompletePage } from './OrderCompletePage';
import { OrderCompleteView } from './OrderCompleteView';

const render = (node: ReactNode) =>
  renderToString(<TestStorefrontProvider handlers={[]}>{node}</TestStorefrontProvider>);

describe('given a server without a DOM', () => {
  it('renders the order-complete view whole, touching neither storage nor the title', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<OrderCompleteView checkout={placedDelivery} />);
    expect(html).toMatch(/<h1[^>]*>Thank you, your delivery order has been placed!<\/h1>/);
    expect(html).toContain('Ordered on Nov. 27, 2026');
    expect(html).toContain('Payment Summary');
    // The substitutions note and the coupons note of §2, under their headings.
    expect(html).toMatch(/<h2[^>]*>Substitutions<\/h2>/);
    expect(html).toContain('If an item is out of stock, we may replace it with a similar one.');
    expect(html).toMatch(/<h2[^>]*>Save Even More!<\/h2>/);
  });

  it('leaves out the substitutions note when no line lets the store replace its item (NONE, §9)', () => {
    const noSubstitutes = {
      ...placedDelivery,
      lineItems: placedDelivery.lineItems.map((line) => ({
        ...line,
        cart: { ...line.cart, substitutionPolicy: 'NONE' as const },
      })),
    };
    const html = render(<OrderCompleteView checkout={noSubstitutes} />);
    expect(html).not.toContain('Substitutions');
    expect(html).toMatch(/<h2[^>]*>Save Even More!<\/h2>/);
  });

  it('renders the page as loading until the order is read', () => {
    const html = render(<OrderCompletePage orderId={placedDelivery.id} />);
    expect(html).toContain('role="status"');
  });

  it('renders the payment error page', () => {
    expect(render(<PaymentErrorPage isModify />)).toMatch(/<h1[^>]*>Order Canceled<\/h1>/);
  });
});
