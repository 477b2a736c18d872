import { walletPaths } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSecureFrame } from '../testing/fakeSecureFrame';
import { ebtCard, ebtCardWithBalance, preferredVisa } from '../testing/fixtures';
import { secureOrigin } from '../testing/loadSecureFrame';
import { cardsIn, renderWalletPage } from '../testing/renderWalletPage';
import type { WalletRouteFailure } from '../testing/walletHandlers';

beforeEach(() => {
  toast.dismiss();
  window.localStorage.clear();
});

const checkBalanceName = 'Check Balance SNAP EBT card ending in 6789';
const invalidPin = 'Invalid PIN, please try again.';
const pinLocked =
  'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.';
const balanceDefault = "We couldn't retrieve your SNAP EBT card balance. Please try again.";

/**
 * The PIN widget on the page, faked (happy-dom loads no frame pages): it says ready, then answers
 * every submit a moment later with an encrypted PIN, as the hosted widget does.
 */
async function pinWidget() {
  const iframe = await screen.findByTitle<HTMLIFrameElement>('Enter Your SNAP EBT PIN');
  const frame = fakeSecureFrame(iframe, secureOrigin);
  const hostPost = frame.window.postMessage;
  let submits = 0;
  frame.window.postMessage = (message, targetOrigin) => {
    hostPost(message, targetOrigin);
    if (message.type !== 'submit') return;
    submits += 1;
    const { requestId } = message;
    const encryptedPin = `sealed-pin-${submits}`;
    setTimeout(() => act(() => frame.send({ type: 'ok', requestId, encryptedPin })));
  };
  act(() => frame.send({ type: 'ready' }));
  return {
    iframe,
    /** The host's submits, as the widget received them. */
    submits: () => frame.sent.map(({ message }) => message).filter((message) => message.type === 'submit'),
  };
}

function renderCheck(ebtBalance?: WalletRouteFailure) {
  return renderWalletPage({
    handlers: {
      cards: [preferredVisa, ebtCard],
      snapBalance: '88.10',
      failures: ebtBalance ? { ebtBalance } : {},
    },
  });
}

/** From the page to the SNAP card's open balance check, its PIN widget ready. */
async function openCheck(ebtBalance?: WalletRouteFailure) {
  const rendered = renderCheck(ebtBalance);
  await cardsIn('SNAP EBT');
  const button = screen.getByRole('button', { name: checkBalanceName });
  await rendered.user.click(button);
  const form = await screen.findByRole('form', { name: checkBalanceName });
  const widget = await pinWidget();
  return { ...rendered, button, form, widget };
}

const snapCard = async () => (await cardsIn('SNAP EBT'))[0] as HTMLElement;
const confirmButton = (form: HTMLElement) => within(form).getByRole<HTMLButtonElement>('button', { name: 'Confirm' });

describe('given the wallet page with a SNAP EBT card whose balance is not known', () => {
  it('offers Check Balance on the SNAP card only, named after it, and not once a balance is known', async () => {
    renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard] } });
    await cardsIn('SNAP EBT');
    const button = screen.getByRole('button', { name: checkBalanceName });
    expect(button.textContent).toBe('Check Balance');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^Check Balance/ })).toHaveLength(1);
  });

  it('offers no Check Balance for a SNAP card whose balance is known (§4)', async () => {
    renderWalletPage({ handlers: { cards: [preferredVisa, ebtCardWithBalance] } });
    const [card] = await cardsIn('SNAP EBT');
    expect(within(card as HTMLElement).getByText('Balance: $123.45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Check Balance/ })).toBeNull();
  });

  it('opens the check under the card: its heading takes focus, then the PIN widget, Confirm and Cancel', async () => {
    const { button, form } = await openCheck();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(form)).toBe(true);
    const heading = within(form).getByRole('heading', { level: 3, name: 'Check Balance' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(form).getByTitle('Enter Your SNAP EBT PIN').tagName).toBe('IFRAME');
    expect(confirmButton(form).type).toBe('submit');
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect((await snapCard()).contains(form)).toBe(true);
  });

  it('after the right PIN: the balance call with the encrypted PIN, the balance announced on the card, focus on the card', async () => {
    const { user, form, sent, widget } = await openCheck();
    await user.click(confirmButton(form));
    const card = await snapCard();
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Balance: $88.10'));
    expect(sent('POST', walletPaths.ebtBalance).map((request) => request.body)).toEqual([
      { paymentMethod: { encryptedPin: 'sealed-pin-1', paymentgram: ebtCard.paymentGram } },
    ]);
    // The PIN is sealed for this card alone.
    expect(widget.submits()).toEqual([expect.objectContaining({ paymentGram: ebtCard.paymentGram })]);
    expect(screen.queryByRole('form', { name: checkBalanceName })).toBeNull();
    // Known now: no more Check Balance (§4).
    expect(screen.queryByRole('button', { name: /Check Balance/ })).toBeNull();
    expect(document.activeElement?.textContent).toBe('SNAP EBT card ending in 6789');
  });

  it.each(['55', '893', '894'])(
    'a wrong PIN (402, code %s) says the wallet page’s words and keeps the form and its widget',
    async (code) => {
      const { user, form, widget } = await openCheck({ status: 402, code });
      await user.click(confirmButton(form));
      expect(within(await within(form).findByRole('alert')).getByText(invalidPin)).toBeTruthy();
      // The same widget, not a reloaded one: nothing the shopper did in it is thrown away.
      expect(within(form).getByTitle('Enter Your SNAP EBT PIN')).toBe(widget.iframe);
      expect(confirmButton(form).disabled).toBe(false);
      expect(confirmButton(form).getAttribute('aria-disabled')).toBeNull();
      expect(document.activeElement).toBe(confirmButton(form));
      expect(within(await snapCard()).getByRole('status').textContent).toBe('');
    },
  );

  it.each([
    [{ status: 402, code: '75' }, pinLocked],
    [{ status: 402, code: '12', customerErrorMessage: 'Card not active.' }, 'Card not active.'],
    [{ status: 500 }, balanceDefault],
  ] as const)('a failed check (%j) shows its message and stays', async (failure, message) => {
    const { user, form } = await openCheck(failure);
    await user.click(confirmButton(form));
    expect(within(await within(form).findByRole('alert')).getByText(message)).toBeTruthy();
    expect(screen.getByRole('form', { name: checkBalanceName })).toBe(form);
  });

  it('a wrong PIN, then the right one: the message goes and the balance shows', async () => {
    const { user, form } = await openCheck({ status: 402, code: '893', times: 1 });
    await user.click(confirmButton(form));
    expect(within(await within(form).findByRole('alert')).getByText(invalidPin)).toBeTruthy();
    await user.click(confirmButton(form));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'SNAP EBT' })).getByRole('status').textContent).toBe(
        'Balance: $88.10',
      ),
    );
    expect(screen.queryByText(invalidPin)).toBeNull();
  });

  it('Cancel closes the check and gives focus back to Check Balance', async () => {
    const { user, form, button, sent } = await openCheck();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: checkBalanceName })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(sent('POST', walletPaths.ebtBalance)).toEqual([]);
  });

  it('the card is not on this account (404 CARD_NOT_FOUND): Wrong Account, and the check closes', async () => {
    const { user, form } = await openCheck({ status: 404, code: 'CARD_NOT_FOUND' });
    await user.click(confirmButton(form));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wrong Account' });
    expect(within(dialog).getByRole('button', { name: 'Okay, I got it!' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: checkBalanceName })).toBeNull();
  });

  it('works by keyboard alone: Tab to Check Balance, Enter, Tab to Confirm, Enter', async () => {
    const { user } = renderCheck({ status: 402, code: '894', times: 1 });
    await cardsIn('SNAP EBT');
    const button = screen.getByRole('button', { name: checkBalanceName });
    for (let presses = 0; presses < 20 && document.activeElement !== button; presses += 1) await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: checkBalanceName });
    await pinWidget();
    const confirm = confirmButton(form);
    for (let presses = 0; presses < 5 && document.activeElement !== confirm; presses += 1) await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    expect(within(await within(form).findByRole('alert')).getByText(invalidPin)).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: checkBalanceName })).toBeNull());
    expect(within(await snapCard()).getByRole('status').textContent).toBe('Balance: $88.10');
    expect(document.activeElement?.textContent).toBe('SNAP EBT card ending in 6789');
  });
});
