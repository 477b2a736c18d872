import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletPaths } from '@aisle/contracts/wallet';
import { discover, ebtCard, giftCard, preferredVisa, sampleCard } from '../testing/fixtures';
import { cardsIn, renderWalletPage } from '../testing/renderWalletPage';

const hostedPreferred = sampleCard({ ...discover, defaultApplications: ['WEB HOSTED PAYMENT PAGE'] });
// With an EBT card, so the 'Online EBT Is Now Available' modal stays shut.
const cards = [preferredVisa, hostedPreferred, ebtCard, giftCard];

describe('given the wallet page as the hosted payment page', () => {
  it('acquires a token with the session, then calls the wallet with it as WEB HOSTED PAYMENT PAGE', async () => {
    const { sent } = renderWalletPage({ hosted: true, handlers: { cards } });
    await cardsIn('Credit & Debit');
    const [acquisition] = sent('POST', walletPaths.hostedPaymentPageToken);
    expect(acquisition?.headers.get('Authorization')).toBe('Bearer test-token');
    const [read] = sent('GET');
    expect(read?.headers.get('Authorization')).toBe('Bearer hosted-1');
    expect(read?.headers.get('X-Application-Id')).toBe('WEB HOSTED PAYMENT PAGE');
  });

  it('shows first the card preferred for the hosted payment page, not the click-list app’s', async () => {
    renderWalletPage({ hosted: true, handlers: { cards } });
    const bank = await cardsIn('Credit & Debit');
    expect(bank.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Discover ending in 1117',
      'Visa ending in 1111',
    ]);
    expect(within(bank[0] as HTMLElement).getByText('Preferred')).toBeTruthy();
    expect(within(bank[1] as HTMLElement).queryByText('Preferred')).toBeNull();
  });

  it('acquires a new token when the wallet refuses the one it holds, and retries with it', async () => {
    const { sent } = renderWalletPage({
      hosted: true,
      handlers: { cards, failures: { getWallet: { status: 401, code: 'TOKEN_EXPIRED', times: 1 } } },
    });
    await cardsIn('Credit & Debit');
    expect(sent('POST', walletPaths.hostedPaymentPageToken)).toHaveLength(2);
    expect(sent('GET').map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer hosted-1',
      'Bearer hosted-2',
    ]);
  });

  it('says the cards could not load when no token can be acquired, and sends no wallet call', async () => {
    const { sent } = renderWalletPage({
      hosted: true,
      handlers: { failures: { hostedPaymentPageToken: { status: 500 } } },
    });
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 3000 })).toBeTruthy();
    expect(sent('GET')).toHaveLength(0);
  });
});
