import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSecureFrame } from '../../testing/fakeSecureFrame';
import { ebtCard, preferredVisa } from '../../testing/fixtures';
import type { WalletRouteFailure } from '../../testing/walletHandlers';
import { renderFlyout } from '../../testing/renderFlyout';

const origin = 'https://secure.test';

/** The PIN widget, faked: it says ready, and answers the next submit with an encrypted PIN. */
async function pinWidget(dialog: HTMLElement) {
  const iframe = (await within(dialog).findByTitle('Enter Your SNAP EBT PIN')) as HTMLIFrameElement;
  const frame = fakeSecureFrame(iframe, origin);
  await act(() => frame.send({ type: 'ready' }));
  return {
    answer: async () => {
      await waitFor(() => expect(frame.lastRequestId()).toBeDefined());
      await act(() =>
        frame.send({ type: 'ok', requestId: frame.lastRequestId() as string, encryptedPin: 'sealed-pin' }),
      );
    },
  };
}

function renderCheck(ebtBalance?: WalletRouteFailure, deepLink = false) {
  return renderFlyout({
    settings: { mode: 'checkout' },
    handlers: { cards: [preferredVisa, ebtCard], snapBalance: '88.10', failures: ebtBalance ? { ebtBalance } : {} },
    ...(deepLink ? { checkBalanceCard: ebtCard } : {}),
  });
}

describe('given an EBT card without a balance', () => {
  it('after the PIN, stores the balance on the card and returns to the list', async () => {
    const { user } = renderCheck();
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(list).findByRole('button', { name: 'Check Balance SNAP EBT card ending in 6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Balance' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back to Payment' })).toBeTruthy();
    const widget = await pinWidget(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await widget.answer();
    const back = await screen.findByRole('dialog', { name: 'Select Payment' });
    expect(await within(back).findByText('Balance: $88.10')).toBeTruthy();
    // Known now: no more Check Balance.
    expect(within(back).queryByRole('button', { name: /Check Balance/ })).toBeNull();
  });

  it.each([
    [{ status: 402, code: '55' }, 'Invalid PIN, please try again.'],
    [
      { status: 402, code: '75' },
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    ],
    [{ status: 500 }, "We couldn't retrieve your SNAP EBT card balance. Please try again."],
  ] as const)('a failed check (%j) shows its message in an error banner and stays', async (failure, message) => {
    const { user } = renderCheck(failure);
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    await user.click(await within(list).findByRole('button', { name: /Check Balance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Balance' });
    const widget = await pinWidget(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await widget.answer();
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opened from the card box: no back button, and it closes after the check', async () => {
    const { user } = renderCheck(undefined, true);
    const dialog = await screen.findByRole('dialog', { name: 'Check Balance' });
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Back to Payment' })).toBeNull();
    const widget = await pinWidget(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await widget.answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
