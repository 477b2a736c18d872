import { walletPaths } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { discover, ebtCard, giftCard, preferredVisa, sampleCard } from '../testing/fixtures';
import { walletErrorBody } from '../testing/walletHandlers';
import { cardsIn, renderWalletPage } from '../testing/renderWalletPage';
import { ebtAvailableDismissedKey } from './useEbtAvailableModal';

beforeEach(() => {
  toast.dismiss();
  window.localStorage.clear();
});

const withEbt = [preferredVisa, discover, ebtCard, giftCard];
// A gift card that comes without its balance: it loads by itself.
const unloaded = sampleCard({
  id: 'card-gift-2',
  cardType: 'GIFT_CARD',
  brand: 'NONE',
  imageType: 'GC',
  lastFourPan: '0035',
  bin: undefined,
  expirationMonth: undefined,
  expirationYear: undefined,
});

/** GET /payment/v2/wallet answers 500 the first `times` times, then as usual. */
function walletFailing(times: number) {
  let failures = 0;
  return http.get(`*${walletPaths.wallet}`, () => {
    if (failures >= times) return undefined;
    failures += 1;
    return HttpResponse.json(walletErrorBody('SERVICE_ERROR'), { status: 500 });
  });
}

describe('given the wallet page', () => {
  it('shows its heading and a spinner, then the cards in their groups', async () => {
    renderWalletPage({ handlers: { cards: withEbt } });
    expect(screen.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    const bank = await cardsIn('Credit & Debit');
    expect(bank.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Visa ending in 1111',
      'Discover ending in 1117',
    ]);
    expect(within(bank[0] as HTMLElement).getByText('Preferred')).toBeTruthy();
    expect(within(bank[0] as HTMLElement).getByText('Expires 08/2030')).toBeTruthy();
    expect(await cardsIn('SNAP EBT')).toHaveLength(1);
    expect(await cardsIn('Gift Cards ($25.00)')).toHaveLength(1);
  });

  it('says Loading your cards while the cards take their time', async () => {
    renderWalletPage({ handlers: { failures: { getWallet: 'never' } } });
    await screen.findByText('Loading your cards');
    expect(screen.queryByRole('heading', { name: 'Credit & Debit' })).toBeNull();
  });

  it('offers Edit on bank cards only and Delete on every card, named after the card', async () => {
    renderWalletPage({ handlers: { cards: withEbt } });
    await cardsIn('Credit & Debit');
    expect(screen.getByRole('button', { name: 'Edit Visa ending in 1111' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Visa ending in 1111' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete SNAP EBT card ending in 6789' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit SNAP EBT card ending in 6789' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Gift card ending in 0019' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Gift card ending in 0019' })).toBeNull();
  });

  it('totals the known gift balances, those that load after the cards included', async () => {
    renderWalletPage({
      handlers: {
        cards: [preferredVisa, ebtCard, giftCard, unloaded],
        giftCardBalances: { 'card-gift-2': 'USD 10.50' },
      },
    });
    expect(await cardsIn('Gift Cards ($35.50)')).toHaveLength(2);
    expect(screen.getByText('Balance: $10.50')).toBeTruthy();
  });

  it('shows Balance Error and Retry for a gift balance that does not load, and leaves it out of the total', async () => {
    renderWalletPage({
      handlers: { cards: [preferredVisa, ebtCard, giftCard, unloaded], failures: { giftCardBalance: { status: 500 } } },
    });
    await screen.findByText('Balance Error');
    expect(screen.getByRole('button', { name: 'Retry Gift card ending in 0035' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gift Cards ($25.00)' })).toBeTruthy();
  });

  it('with no cards at all, says so', async () => {
    renderWalletPage({ handlers: { cards: [] } });
    window.localStorage.setItem(ebtAvailableDismissedKey, '1');
    await screen.findByText('You have no saved payment methods.');
  });

  it('ends with the legal footer', async () => {
    renderWalletPage({ handlers: { cards: withEbt } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Accessibility Statement' })).toBeTruthy();
  });
});

describe('given a card to delete', () => {
  it('after Delete then Keep Card, keeps it and sends nothing', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: withEbt } });
    await cardsIn('Credit & Debit');
    const remove = screen.getByRole('button', { name: 'Delete Discover ending in 1117' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deleting Payment' });
    expect(within(dialog).getByText('Are you sure you want to delete your card?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await cardsIn('Credit & Debit')).toHaveLength(2);
    expect(sent('DELETE', '/payment/v2/wallet/card-discover')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });

  it('after Delete Card, removes it, says so and moves focus to the heading', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: withEbt } });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Delete Discover ending in 1117' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deleting Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Card' }));
    await screen.findByText('Successfully deleted card');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Discover/ })).toBeNull());
    const [request] = sent('DELETE', '/payment/v2/wallet/card-discover');
    // §7: delete carries the app name (the card has no wallet id to send).
    expect(request?.headers.get('X-Application-Id')).toBe('CLICKLIST');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Wallet' })));
  });

  it('after a failed delete, says There was a problem deleting your card. and keeps the card', async () => {
    const { user } = renderWalletPage({ handlers: { cards: withEbt, failures: { deleteCard: { status: 500 } } } });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Delete Discover ending in 1117' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('There was a problem deleting your card.');
    expect(await cardsIn('Credit & Debit')).toHaveLength(2);
  });

  it('after a 404 CARD_NOT_FOUND, opens Wrong Account', async () => {
    const { user } = renderWalletPage({
      handlers: { cards: withEbt, failures: { deleteCard: { status: 404, code: 'CARD_NOT_FOUND' } } },
    });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Delete Discover ending in 1117' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wrong Account' });
    expect(dialog.textContent).toContain(
      "Card couldn't be found on this account, please make sure you're logged into the right account.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Okay, I got it!' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('given the wallet config (§7)', () => {
  it('asks for the cards with its three headers', async () => {
    const { sent } = renderWalletPage({
      handlers: { cards: withEbt },
      settings: { walletConfig: { showSnapCards: false, showGiftCards: true, getGiftCardBalances: true } },
    });
    await cardsIn('Credit & Debit');
    const [request] = sent('GET');
    expect(request?.headers.get('X-Show-Snap-Cards')).toBe('false');
    expect(request?.headers.get('X-Show-Gift-Cards')).toBe('true');
    expect(request?.headers.get('X-Gift-Card-Balances')).toBe('true');
  });

  it('asks for every kind of card, without balances, by default', async () => {
    const { sent } = renderWalletPage({ handlers: { cards: withEbt } });
    await cardsIn('Credit & Debit');
    const [request] = sent('GET');
    expect(request?.headers.get('X-Show-Snap-Cards')).toBe('true');
    expect(request?.headers.get('X-Show-Gift-Cards')).toBe('true');
    expect(request?.headers.get('X-Gift-Card-Balances')).toBe('false');
  });
});

describe('given the banner (§6: harristeeter changes names and numbers)', () => {
  it.each([
    ['harristeeter', 'Harris Teeter', '1-800-555-0110'],
    ['kroger', 'The Aisle Grocery Company', '1-800-555-0100'],
  ] as const)('on %s, names %s and gives %s, in the footer and in a card error', async (banner, name, phone) => {
    const { user } = renderWalletPage({
      banner,
      handlers: { cards: withEbt, failures: { deleteCard: { status: 408 } } },
    });
    await cardsIn('Credit & Debit');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(new RegExp(`^© \\d{4} ${name}$`))).toBeTruthy();
    expect(within(footer).getByText(`Using a screen reader? Call ${phone} for help.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Discover ending in 1117' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Card' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      `If the problem persists, please contact Customer Service at ${phone}.`,
    );
  });
});

describe('given the wallet does not load', () => {
  it('shows Something went wrong; Try Again loads the cards', async () => {
    const { user } = renderWalletPage({ handlers: { cards: withEbt }, before: [walletFailing(1)] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain("We couldn't load your cards at this time. Please try again.");
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await cardsIn('Credit & Debit')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays when Try Again fails too', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: withEbt }, before: [walletFailing(2)] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sent('GET')).toHaveLength(2));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Try Again' }).hasAttribute('aria-busy')).toBe(false),
    );
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('Back to Cart navigates to /cart', async () => {
    const { user, navigate } = renderWalletPage({ before: [walletFailing(1)] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to Cart' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/cart');
  });

  it('after Escape, keeps the message and a Try Again on the page', async () => {
    const { user } = renderWalletPage({ handlers: { cards: withEbt }, before: [walletFailing(1)] });
    await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your cards at this time.");
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await cardsIn('Credit & Debit')).toHaveLength(2);
  });
});

describe('given a wallet without an EBT card', () => {
  const noEbt = [preferredVisa, giftCard];

  it('shows Online EBT Is Now Available once, and remembers its dismissal', async () => {
    const first = renderWalletPage({ handlers: { cards: noEbt } });
    const modal = await screen.findByRole('dialog', { name: 'Online EBT Is Now Available' });
    expect(within(modal).getByRole('button', { name: 'Add EBT Card' })).toBeTruthy();
    await first.user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(ebtAvailableDismissedKey)).toBe('1');
    first.unmount();

    renderWalletPage({ handlers: { cards: noEbt } });
    await cardsIn('Credit & Debit');
    expect(screen.queryByRole('dialog', { name: 'Online EBT Is Now Available' })).toBeNull();
  });

  it('Add EBT Card opens the add form on SNAP EBT', async () => {
    const { user } = renderWalletPage({ handlers: { cards: noEbt } });
    const modal = await screen.findByRole('dialog', { name: 'Online EBT Is Now Available' });
    await user.click(within(modal).getByRole('button', { name: 'Add EBT Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = screen.getByRole('form', { name: 'Add New Card' });
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: /Payment Type/ }).value).toBe('EBT_CARD');
    expect(within(form).getByRole('textbox', { name: /Card Number/ })).toBeTruthy();
    expect(window.localStorage.getItem(ebtAvailableDismissedKey)).toBe('1');
  });

  it('does not show it when SNAP cards are not shown', async () => {
    renderWalletPage({ handlers: { cards: noEbt }, settings: { walletConfig: { showSnapCards: false } } });
    await cardsIn('Credit & Debit');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show it when there is an EBT card', async () => {
    renderWalletPage({ handlers: { cards: withEbt } });
    await cardsIn('SNAP EBT');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
