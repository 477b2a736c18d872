import { checkoutPaths, type FlashSaleLineItem } from '@aisle/contracts/checkout';
import { TestStorefrontProvider } from '@aisle/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deliveryDraft } from '../testing/fixtures';
import { flashSaleHandlers } from './flashSaleHandlers';
import { FlashSales } from './FlashSales';

function renderBlock(onAddItems: (lineItems: FlashSaleLineItem[]) => Promise<unknown>, handlers = flashSaleHandlers()) {
  render(
    <TestStorefrontProvider handlers={handlers}>
      <h1>Payment details</h1>
      <FlashSales checkout={deliveryDraft} onAddItems={onAddItems} />
    </TestStorefrontProvider>,
  );
}

describe('FlashSales', () => {
  it('shows nothing when the sales cannot be read: they never stand in the way of paying', async () => {
    const fetched = vi.fn();
    renderBlock(vi.fn(), [
      http.get(`*${checkoutPaths.flashSales}`, () => {
        fetched();
        return HttpResponse.json({ errors: { code: 'BAD', reason: 'bad' } }, { status: 400 });
      }),
    ]);
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Flash Sales' })).toBeNull();
  });

  it('says the page’s words when the page’s update answers a conflict, keeping the drawer open', async () => {
    const onAddItems = vi.fn(async () => ({
      ok: false,
      failure: {
        kind: 'conflict',
        message: 'Your order has been updated on another device. Please refresh and try again.',
      },
    }));
    renderBlock(onAddItems);
    await userEvent.click(await screen.findByRole('button', { name: 'View Flash Sales' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Flash Sales' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Add Ground Coffee, 12 oz' }));
    expect((await drawer.findByRole('alert')).textContent).toMatch(/updated on another device/);
    expect(onAddItems).toHaveBeenCalledWith([expect.objectContaining({ quantity: 1, substitutionPolicy: 'NONE' })]);
  });
});
