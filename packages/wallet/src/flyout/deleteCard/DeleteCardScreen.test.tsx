import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseCardAction } from '../../testing/chooseCardAction';
import { discover, preferredVisa } from '../../testing/fixtures';
import { loadSecureFrame } from '../../testing/loadSecureFrame';
import { openAddForm, renderCardForms } from '../../testing/renderCardForms';

type User = ReturnType<typeof userEvent.setup>;
const checkout = { mode: 'checkout' as const };
const discoverInWallet = { ...discover, walletV2: { id: 'wallet-discover' } };

async function deleteFromList(user: User, card: string) {
  const list = await screen.findByRole('dialog', { name: 'Select Payment' });
  await chooseCardAction(user, list, card, 'Delete');
  const confirm = await screen.findByRole('dialog', { name: 'Deleting Payment' });
  expect(within(confirm).getByText('Are you sure you want to delete your card?')).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Delete Card' }));
}

describe('given a saved card to delete', () => {
  it('sends the app name, the card id and the wallet id, then lists the cards without it', async () => {
    const { user, sent } = renderCardForms({
      settings: { ...checkout, appName: 'MEMBERSHIP' },
      handlers: { cards: [preferredVisa, discoverInWallet] },
    });
    await deleteFromList(user, 'Discover ending in 1117');
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    await within(list).findByText('Successfully deleted card');
    expect(within(list).queryByText('Discover ending in 1117')).toBeNull();
    const [request] = sent('DELETE', '/payment/v2/wallet/card-discover');
    expect(request?.query).toEqual({ walletId: 'wallet-discover' });
    expect(request?.headers.get('X-Application-Id')).toBe('MEMBERSHIP');
  });

  it('after a failure, shows the message in the list and keeps the card', async () => {
    const { user } = renderCardForms({
      settings: checkout,
      handlers: { cards: [preferredVisa, discover], failures: { deleteCard: { status: 500 } } },
    });
    await deleteFromList(user, 'Discover ending in 1117');
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    expect(await within(list).findByText('There was a problem deleting your card.')).toBeTruthy();
    expect(within(list).getByText('Discover ending in 1117')).toBeTruthy();
  });
});

describe('given a card added without saving it', () => {
  it('deletes it from the list alone, with no call to the service (§4)', async () => {
    const { user, sent } = renderCardForms({ settings: checkout, handlers: { cards: [preferredVisa] } });
    await openAddForm(user, 'Add Credit/Debit Card');
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
    await loadSecureFrame('Card number, expiration date and CVV');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Avery');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Jordan');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await screen.findByText('1014 Vine St');
    await user.click(screen.getByRole('button', { name: 'Submit Card' }));
    await screen.findByText('Successfully saved card');

    await deleteFromList(user, 'Visa ending in 4242');
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    await within(list).findByText('Successfully deleted card');
    await waitFor(() => expect(within(list).queryByText('Visa ending in 4242')).toBeNull());
    expect(sent('POST')).toHaveLength(1);
    expect(sent('DELETE', '/payment/v2/wallet/card-new-1')).toEqual([]);
  });
});
