import type { WalletCard } from '@aisle/contracts/wallet';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expiredMastercard, giftCard, preferredVisa } from '../testing/fixtures';
import { walletHandlers, type WalletHandlersOptions } from '../testing/walletHandlers';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { CheckoutCardBox, type CheckoutCardBoxProps } from './CheckoutCardBox';

type Options = Partial<
  Pick<CheckoutCardBoxProps, 'message' | 'hideTitle' | 'hideChangePaymentMethod' | 'hideNoCardsMessage'>
>;

function renderCardBox(handlers: WalletHandlersOptions, options: Options = {}) {
  function Checkout() {
    const [selection, setSelection] = useState<WalletCard[]>();
    return (
      <CheckoutCardBox
        {...options}
        settings={{ secureFieldsOrigin: 'https://secure.test' }}
        selection={selection}
        onSelectionChange={setSelection}
      />
    );
  }
  render(
    <WalletTestProvider handlers={walletHandlers(handlers)}>
      <Checkout />
    </WalletTestProvider>,
  );
  return { user: userEvent.setup(), box: () => screen.getByRole('region', { name: 'Payment Method' }) };
}

describe('given the checkout card box', () => {
  it("is titled 'Payment Method', shows the chosen card with Remove and opens the flyout", async () => {
    const { user, box } = renderCardBox({ cards: [preferredVisa, giftCard] });
    expect(screen.getByRole('heading', { name: 'Payment Method' })).toBeTruthy();
    expect(await within(box()).findByText('Visa ending in 1111')).toBeTruthy();
    await user.click(within(box()).getByRole('button', { name: 'Remove Visa ending in 1111' }));
    expect(within(box()).queryByText('Visa ending in 1111')).toBeNull();
    expect(within(box()).getByText('Add a credit or debit card to place your order.')).toBeTruthy();
    await user.click(within(box()).getByRole('button', { name: 'Add or Change Payment Method' }));
    expect(await screen.findByRole('dialog', { name: 'Select Payment' })).toBeTruthy();
  });

  it('after the cards fail to load, says so with Retry, and Retry shows them', async () => {
    const { user, box } = renderCardBox({
      cards: [preferredVisa],
      failures: { getWallet: { status: 500, times: 1 } },
    });
    expect(await within(box()).findByText("We couldn't load your cards at this time. Please try again.")).toBeTruthy();
    await user.click(within(box()).getByRole('button', { name: 'Retry' }));
    expect(await within(box()).findByText('Visa ending in 1111')).toBeTruthy();
    expect(within(box()).queryByText("We couldn't load your cards at this time. Please try again.")).toBeNull();
  });

  it('shows the optional message under the chosen cards', async () => {
    const { box } = renderCardBox({ cards: [preferredVisa] }, { message: 'Your card is charged at pickup.' });
    await within(box()).findByText('Visa ending in 1111');
    const cards = within(box()).getByRole('list');
    const message = within(box()).getByText('Your card is charged at pickup.');
    // After the list, in reading order.
    expect(cards.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the title, the change-payment-method button and the no-cards message when told to', async () => {
    renderCardBox({ cards: [] }, { hideTitle: true, hideChangePaymentMethod: true, hideNoCardsMessage: true });
    // Still a region named 'Payment Method', for screen-reader users, without the visible heading.
    const box = await screen.findByRole('region', { name: 'Payment Method' });
    await within(box).findByText('Add a credit or debit card to place your order.');
    expect(within(box).queryByRole('heading')).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Add or Change Payment Method' })).toBeNull();
    expect(within(box).queryByText('You have no saved payment methods.')).toBeNull();
  });

  it('without those options, says there are no cards', async () => {
    const { box } = renderCardBox({ cards: [] });
    expect(await within(box()).findByText('You have no saved payment methods.')).toBeTruthy();
  });
});

describe('given a chosen card that cannot pay (§5)', () => {
  it('says under an expired card that it has expired', async () => {
    const expiredPreferred = { ...expiredMastercard, preferred: true, defaultApplications: ['CLICKLIST' as const] };
    const { box } = renderCardBox({ cards: [expiredPreferred] });
    await within(box()).findByText('Mastercard ending in 4444');
    const card = within(box()).getByRole('listitem');
    expect(
      within(card).getByText(
        'This card has expired. Please re-add the card with updated information or use another card.',
      ),
    ).toBeTruthy();
  });

  it('asks for a billing address under a credit card without one', async () => {
    const { box } = renderCardBox({ cards: [{ ...preferredVisa, address: undefined }] });
    await within(box()).findByText('Visa ending in 1111');
    const card = within(box()).getByRole('listitem');
    expect(within(card).getByText('Please enter a billing address in order to use this credit card.')).toBeTruthy();
  });

  it('says nothing under a card that can pay', async () => {
    const { box } = renderCardBox({ cards: [preferredVisa] });
    await within(box()).findByText('Visa ending in 1111');
    expect(within(box()).queryByText(/has expired|billing address/)).toBeNull();
  });
});
