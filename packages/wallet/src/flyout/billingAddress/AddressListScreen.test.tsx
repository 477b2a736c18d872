import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { walletErrorBody } from '../../testing/walletHandlers';
import { openAddForm, renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';

async function openAddressList(options: RenderCardFormsOptions = {}) {
  const rendered = renderCardForms(options);
  await openAddForm(rendered.user, 'Add Credit/Debit Card');
  await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
  await rendered.user.click(
    await screen.findByRole('button', { name: /^(Change Billing Address|Select a Billing Address)$/ }),
  );
  await screen.findByRole('dialog', { name: 'Billing Address' });
  return rendered;
}

const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
const billingSection = () => within(screen.getByRole('region', { name: 'Billing Address' }));

describe('given the billing address list', () => {
  it('shows a tile per address, home first and chosen, each with Edit, and Add new address', async () => {
    await openAddressList();
    const tiles = await screen.findAllByRole('radio');
    expect(tiles.map((tile) => tile.getAttribute('value'))).toEqual(['billing-home', 'billing-work']);
    expect(radio(/1014 Vine St/).checked).toBe(true);
    expect(screen.getByRole('button', { name: /^Edit 1014 Vine St/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Edit 7650 Montgomery Rd/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add new address' })).toBeTruthy();
  });

  it('after picking an address, returns to the card form with it chosen', async () => {
    const { user } = await openAddressList();
    await user.click(await screen.findByRole('radio', { name: /7650 Montgomery Rd/ }));
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
    expect(billingSection().getByText('7650 Montgomery Rd')).toBeTruthy();
    expect(billingSection().getByText('Ste 200')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change Billing Address' }));
    await screen.findByRole('dialog', { name: 'Billing Address' });
    expect(radio(/7650 Montgomery Rd/).checked).toBe(true);
  });

  it('picking the address already chosen returns to the card form too', async () => {
    const { user } = await openAddressList();
    await user.click(await screen.findByRole('radio', { name: /1014 Vine St/ }));
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
  });

  it('back returns to the card form with its address unchanged', async () => {
    const { user } = await openAddressList();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
    expect(billingSection().getByText('1014 Vine St')).toBeTruthy();
    // Focus is back on the button that opened the list.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Billing Address' })),
    );
  });

  it('Edit opens the address form filled in; Add new address opens it empty', async () => {
    const { user } = await openAddressList();
    await user.click(await screen.findByRole('button', { name: /^Edit 7650 Montgomery Rd/ }));
    await screen.findByRole('dialog', { name: 'Edit Billing Address' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Address/ }).value).toBe('7650 Montgomery Rd');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    await screen.findByRole('dialog', { name: 'Add Billing Address' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Address/ }).value).toBe('');
  });

  it('with no saved address, offers only Add new address', async () => {
    await openAddressList({ handlers: { billingAddresses: [] } });
    await screen.findByRole('button', { name: 'Add new address' });
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('given the billing addresses do not load', () => {
  it('first offers a retry, then after a failed retry shows the get-address message', async () => {
    const { user, sent } = await openAddressList({ handlers: { failures: { billingAddresses: { status: 500 } } } });
    const first = await screen.findByText(
      /There has been an error loading your address\. Please try again by clicking/,
    );
    expect(first.textContent).toBe('There has been an error loading your address. Please try again by clicking Retry.');
    await user.click(within(first).getByRole('button', { name: 'Retry' }));
    await screen.findByText("We couldn't load your saved address at this time . Please add a new address.");
    expect(sent('GET', '/payment/v2/wallet/account/billing')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add new address' })).toBeTruthy();
  });

  it('a retry that works shows the addresses', async () => {
    let failuresLeft = 1;
    // The card form's load fails; the retry works.
    const flaky = http.get('*/payment/v2/wallet/account/billing', () => {
      if (failuresLeft === 0) return undefined;
      failuresLeft -= 1;
      return HttpResponse.json(walletErrorBody('SERVICE_ERROR'), { status: 500 });
    });
    const { user } = await openAddressList({ before: [flaky] });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /1014 Vine St/ })).toBeTruthy();
  });
});
