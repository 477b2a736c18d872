import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discover, ebtCard, emptyGiftCard, expiredMastercard, giftCard, preferredVisa } from '../../testing/fixtures';
import { renderFlyout } from '../../testing/renderFlyout';
import { chooseCardAction } from '../../testing/chooseCardAction';

const checkout = { mode: 'checkout' as const };

describe('given the flyout in wallet mode', () => {
  it('is headed Wallet, lists the groups, and closes with its single Close button', async () => {
    const { user } = renderFlyout();
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    const panel = within(dialog);
    await panel.findByText('Visa ending in 1111');
    for (const heading of ['Credit & Debit', 'SNAP EBT', 'Gift Card']) {
      expect(panel.getByRole('heading', { name: heading })).toBeTruthy();
    }
    for (const add of ['Add Credit/Debit Card', 'Add SNAP EBT Card', 'Add Gift Card']) {
      expect(panel.getByRole('button', { name: add })).toBeTruthy();
    }
    // No choosing in wallet mode.
    expect(panel.queryByRole('radio')).toBeNull();
    expect(panel.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // The footer's Close (the panel's own close button in its corner has the same name).
    await user.click(panel.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides the menu on cards that have not expired, but offers it on an expired one', async () => {
    renderFlyout();
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    await within(dialog).findByText('Visa ending in 1111');
    expect(within(dialog).queryByRole('button', { name: 'Actions Visa ending in 1111' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Actions Mastercard ending in 4444' })).toBeTruthy();
    expect(within(dialog).getByText('Expired')).toBeTruthy();
  });

  it('offers Check Balance on an EBT card without a balance, whatever the mode', async () => {
    renderFlyout();
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    expect(
      await within(dialog).findByRole('button', { name: 'Check Balance SNAP EBT card ending in 6789' }),
    ).toBeTruthy();
  });

  it('hides the SNAP EBT and gift groups when the wallet config says so', async () => {
    renderFlyout({ settings: { walletConfig: { showSnapCards: false, showGiftCards: false } } });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    await within(dialog).findByText('Visa ending in 1111');
    expect(within(dialog).queryByRole('heading', { name: 'SNAP EBT' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Gift Card' })).toBeNull();
  });
});

describe('given the flyout at checkout', () => {
  it('is headed Select Payment and chooses the preferred card, then confirms the choice', async () => {
    const { user, confirmed } = renderFlyout({
      settings: checkout,
      handlers: { cards: [discover, preferredVisa, giftCard] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    const visa = await within(dialog).findByRole('radio', { name: /Visa ending in 1111/ });
    await waitFor(() => expect((visa as HTMLInputElement).checked).toBe(true));
    await user.click(within(dialog).getByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Gift card ending in 0019/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmed.at(-1)?.map((card) => card.id)).toEqual([discover.id, giftCard.id]);
  });

  it('refuses Confirm without a bank card, with the spec’s message', async () => {
    const { user, confirmed } = renderFlyout({ settings: checkout, handlers: { cards: [giftCard] } });
    // With no bank card the flyout opens on Add; back to the list and confirm the gift card alone.
    await screen.findByRole('dialog', { name: /Add Credit\/Debit Card/ });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Gift card/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You must select a card or add a credit or debit card.')).toBeTruthy();
    expect(confirmed).toEqual([]);
  });

  it('refuses Confirm with an expired card chosen: This card has expired…', async () => {
    const expiredPreferred = { ...expiredMastercard, preferred: true, defaultApplications: ['CLICKLIST' as const] };
    const { user, confirmed } = renderFlyout({ settings: checkout, handlers: { cards: [expiredPreferred, discover] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    // An expired preferred card is kept in the first choice only (§4): the shopper confirms it as is.
    const expired = await within(dialog).findByRole('radio', { name: /Mastercard ending in 4444/ });
    await waitFor(() => expect((expired as HTMLInputElement).checked).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'This card has expired. Please re-add the card with updated information or use another card.',
      ),
    ).toBeTruthy();
    expect(confirmed).toEqual([]);
    // Another card, and Confirm goes through.
    await user.click(within(dialog).getByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmed.at(-1)?.map((card) => card.id)).toEqual([discover.id]));
  });

  it('refuses Confirm with a credit card that has no billing address: Please enter a billing address…', async () => {
    const noAddress = { ...preferredVisa, address: undefined };
    const { user, confirmed } = renderFlyout({ settings: checkout, handlers: { cards: [noAddress] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await within(dialog).findByRole('radio', { name: /Visa ending in 1111/ });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Please enter a billing address in order to use this credit card.'),
    ).toBeTruthy();
    expect(confirmed).toEqual([]);
  });

  it('asks before discarding a changed choice; keep returns, discard closes without confirming', async () => {
    const { user, confirmed } = renderFlyout({
      settings: checkout,
      handlers: { cards: [preferredVisa, discover] },
      selection: [preferredVisa],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(dialog).findByRole('radio', { name: /Discover ending in 1117/ }));
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard Changes?' });
    expect(
      within(confirm).getByText(
        'If you exit now, your selections will not be saved. Do you want to discard your changes?',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'No, Keep Changes' }));
    await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Yes, Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmed).toEqual([]);
  });

  it('has a back button, like every screen: it leaves the flyout, asking first when the choice changed', async () => {
    const { user, confirmed } = renderFlyout({
      settings: checkout,
      handlers: { cards: [preferredVisa, discover] },
      selection: [preferredVisa],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(dialog).findByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard Changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'No, Keep Changes' }));
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    // Keeping the changes put the shopper's own choice back: the original one makes Back leave at once.
    await user.click(within(list).getByRole('radio', { name: /Visa ending in 1111/ }));
    await user.click(within(list).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmed).toEqual([]);
  });

  it('closes at once on Escape when nothing changed', async () => {
    const { user } = renderFlyout({
      settings: checkout,
      handlers: { cards: [preferredVisa] },
      selection: [preferredVisa],
    });
    await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables expired cards and zero-balance gift cards', async () => {
    renderFlyout({ settings: checkout, handlers: { cards: [preferredVisa, expiredMastercard, emptyGiftCard] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    expect(((await within(dialog).findByRole('radio', { name: /Mastercard/ })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (within(dialog).getByRole('checkbox', { name: /Gift card ending in 0027/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('disables unselected gift cards once the order total is met', async () => {
    const second = { ...giftCard, id: 'gift-2', lastFourPan: '0035' };
    const { user } = renderFlyout({
      settings: { ...checkout, checkoutConfig: { orderInfo: { total: 20 } } },
      handlers: { cards: [preferredVisa, giftCard, second] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /ending in 0019/ }));
    expect((within(dialog).getByRole('checkbox', { name: /ending in 0035/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /ending in 0019/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it("puts Edit, Delete and Make Preferred in each card's actions menu, where the rules allow them", async () => {
    const { user } = renderFlyout({ settings: checkout, handlers: { cards: [preferredVisa, discover] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    const itemsOf = async (card: string) => {
      await user.click(await within(dialog).findByRole('button', { name: `Actions ${card}` }));
      const names = within(dialog)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    expect(await itemsOf('Discover ending in 1117')).toEqual(['Edit', 'Delete', 'Make Preferred']);
    // The preferred Visa is the chosen card: it can be edited, not deleted nor made preferred again.
    expect(await itemsOf('Visa ending in 1111')).toEqual(['Edit']);
    // Escape closed each menu, not the flyout.
    expect(screen.getByRole('dialog', { name: 'Select Payment' })).toBeTruthy();
  });

  it('makes a card preferred and says Card Updated!', async () => {
    const { user } = renderFlyout({ settings: checkout, handlers: { cards: [preferredVisa, discover] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await chooseCardAction(user, dialog, 'Discover ending in 1117', 'Make Preferred');
    expect(await within(dialog).findByText('Card Updated!')).toBeTruthy();
    // The preferred card now leads the list.
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[0]?.getAttribute('value')).toBe(discover.id));
  });

  it('goes straight to adding a card when there is no bank card', async () => {
    renderFlyout({ settings: checkout, handlers: { cards: [ebtCard] } });
    expect(await screen.findByRole('dialog', { name: /Add Credit\/Debit Card/ })).toBeTruthy();
  });

  it('shows the gift card warning when a sixth gift card is attempted', async () => {
    const gifts = Array.from({ length: 5 }, (_, index) => ({
      ...giftCard,
      id: `gift-${index}`,
      lastFourPan: `000${index}`,
    }));
    const { user } = renderFlyout({ handlers: { cards: [preferredVisa, ...gifts] } });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Gift Card' }));
    expect(
      await within(dialog).findByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeTruthy();
  });

  it('keeps SNAP EBT and gift adds disabled until there is a credit or debit card', async () => {
    renderFlyout({ handlers: { cards: [] } });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    expect(
      ((await within(dialog).findByRole('button', { name: 'Add SNAP EBT Card' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Add Gift Card' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('given a success banner (§4: it clears itself after 5000 ms or when dismissed)', () => {
  // The clock is faked but still runs, so the calls and clicks before the banner take their time.
  afterEach(() => vi.useRealTimers());

  async function showCardUpdated() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderFlyout({ settings: checkout, handlers: { cards: [preferredVisa, discover] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    await chooseCardAction(user, dialog, 'Discover ending in 1117', 'Make Preferred');
    await within(dialog).findByText('Card Updated!');
    return { user, dialog };
  }

  it('is still shown after 4 s and gone at 5 s', async () => {
    const { dialog } = await showCardUpdated();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(within(dialog).getByText('Card Updated!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).queryByText('Card Updated!')).toBeNull();
  });

  it('goes at once when dismissed', async () => {
    const { user, dialog } = await showCardUpdated();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByText('Card Updated!')).toBeNull();
  });
});

describe('given a gift card whose balance fails to load', () => {
  it("shows 'Balance Error' with Retry, and the balance after a good retry", async () => {
    const unknown = { ...giftCard, balance: undefined };
    const { user } = renderFlyout({
      settings: checkout,
      handlers: {
        cards: [preferredVisa, unknown],
        failures: { giftCardBalance: { status: 503, times: 1 } },
        giftCardBalances: { [giftCard.id]: 'USD 12.34' },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment' });
    expect(await within(dialog).findByText('Balance Error')).toBeTruthy();
    // Without a balance it cannot count towards the order.
    expect((within(dialog).getByRole('checkbox', { name: /ending in 0019/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Retry Gift card ending in 0019' }));
    expect(await within(dialog).findByText('Balance: $12.34')).toBeTruthy();
    expect(within(dialog).queryByText('Balance Error')).toBeNull();
  });
});

describe('given a fraud-capture loader', () => {
  it('loads it once per visit with a transaction id, and never for a pharmacy app', async () => {
    const loads: { transactionId: string; appName: string }[] = [];
    const loadFraudCapture = async (options: { transactionId: string; appName: string }) => {
      loads.push(options);
    };
    renderFlyout({ settings: { loadFraudCapture } });
    await screen.findByRole('dialog', { name: 'Wallet' });
    await waitFor(() => expect(loads).toHaveLength(1));
    expect(loads[0]?.transactionId).toMatch(/\w{8,}/);
  });

  it('skips the pharmacy apps', async () => {
    const loads: unknown[] = [];
    renderFlyout({ settings: { appName: 'RXWEB', loadFraudCapture: async (options) => void loads.push(options) } });
    await screen.findByRole('dialog', { name: 'Wallet' });
    expect(loads).toEqual([]);
  });
});
