import type { Purchase } from '@aisle/contracts/checkout';
import { checkoutPaths } from '@aisle/contracts/checkout';
import { TestStorefrontProvider } from '@aisle/core/testing';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PurchaseHistory } from './PurchaseHistory';

const placed: Purchase = {
  checkoutId: 'order-1',
  modalityType: 'DELIVERY',
  status: 'ACTIVE',
  placedDate: '2026-11-21T15:00:00.000Z',
  window: { value: '2026-11-22T10:00:00/2026-11-22T12:00:00', timezone: 'America/New_York' },
  itemCount: 7,
  total: 53.04,
  modifiable: true,
};

function renderWith(answer: () => Response) {
  render(
    <TestStorefrontProvider handlers={[http.get(`*${checkoutPaths.purchases}`, answer)]}>
      <PurchaseHistory />
    </TestStorefrontProvider>,
  );
}

describe('PurchaseHistory', () => {
  it('lists each order with its date, time, items and total, and links to it and to modify it', async () => {
    renderWith(() =>
      HttpResponse.json({
        data: [placed, { ...placed, checkoutId: 'order-2', modalityType: 'PICKUP', modifiable: false }],
      }),
    );
    const [delivery, pickup] = await screen.findAllByRole('listitem');
    const first = within(delivery as HTMLElement);
    expect(first.getByRole('heading', { name: 'Delivery order' })).toBeTruthy();
    expect(first.getByText('Ordered on Nov. 21, 2026')).toBeTruthy();
    expect(first.getByText('Sun, Nov 22, 10:00 AM – 12:00 PM')).toBeTruthy();
    expect(first.getByText('7 Item(s)')).toBeTruthy();
    expect(first.getByText('Estimated total: $53.04')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/mypurchases/pending/order-1');
    expect(first.getByRole('link', { name: 'Modify Order' }).getAttribute('href')).toBe('/cart/modify?orderId=order-1');
    // An order the store has started on can no longer be modified.
    expect(within(pickup as HTMLElement).queryByRole('link', { name: 'Modify Order' })).toBeNull();
  });

  it('names a ship order so, with its shipping timeline for a time', async () => {
    renderWith(() => HttpResponse.json({ data: [{ ...placed, modalityType: 'SHIP' }] }));
    const ship = within(await screen.findByRole('listitem'));
    expect(ship.getByRole('heading', { name: 'Ship order' })).toBeTruthy();
    expect(ship.getByText('As soon as 1-3 days')).toBeTruthy();
  });

  it('says so when there is no order yet', async () => {
    renderWith(() => HttpResponse.json({ data: [] }));
    expect(await screen.findByText("You haven't placed an order yet.")).toBeTruthy();
  });

  it('shows the generic message when the list cannot be read', async () => {
    renderWith(() => HttpResponse.json({ errors: { code: 'BOOM', reason: 'down' } }, { status: 503 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/technical difficulties/);
  });
});
