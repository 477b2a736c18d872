import { discover, ebtCard, giftCard, preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deliveryDraft } from '../testing/fixtures';
import {
  openedDialog,
  paymentChosen,
  PaymentPageStory,
  requestsOf,
  type PaymentPageStoryArgs,
} from '../testing/paymentPageStoryFrame';

// The wallet's flyout as the payment page opens it (wallet spec §1 "checkout mode"): what the
// flyout's own tests show outside a page, shown here with the page's payment update behind it.
const meta = {
  title: 'Checkout/Payment page/Payment flyout',
  component: PaymentPageStory,
  args: { orderId: deliveryDraft.id, navigate: fn(), onOrderPlaced: fn() },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openFlyout(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add or Change Payment Method' }));
  return openedDialog(canvasElement, name);
}

/**
 * The footer at checkout is 'Confirm' and 'Cancel' (wallet spec §2). Cancel closes the flyout
 * without saving (§4): the Visa chosen before still pays, no payment update goes out, and the
 * flyout opens again on the Visa.
 */
export const CancelKeepsTheChoice: Story = {
  args: { requests: [], handlerOptions: { wallet: { cards: [preferredVisa, discover] } } },
  play: async ({ canvasElement, args }) => {
    const requests = args.requests ?? [];
    await paymentChosen(requests);
    // Paying With's card box: what the checkout's selection is.
    const chosen = within(within(canvasElement).getByRole('region', { name: 'Payment Method' }));
    await expect(chosen.getByText('Visa ending in 1111')).toBeVisible();
    const updates = requestsOf(requests, 'updateCheckout').length;

    const flyout = await openFlyout(canvasElement, 'Select Payment');
    await expect(flyout.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await userEvent.click(await flyout.findByRole('radio', { name: /Discover ending in 1117/ }));
    await userEvent.click(flyout.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await expect(chosen.getByText('Visa ending in 1111')).toBeVisible();
    await expect(chosen.queryByText('Discover ending in 1117')).toBeNull();
    await expect(requestsOf(requests, 'updateCheckout')).toHaveLength(updates);
    const again = await openFlyout(canvasElement, 'Select Payment');
    await expect(await again.findByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked();
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * No credit or debit card in the wallet, only SNAP EBT and a gift card: the flyout opens on adding
 * one (wallet spec §4), and back on the list 'Add SNAP EBT Card' and 'Add Gift Card' are disabled,
 * each saying why (§5; the words are ours).
 */
export const NoBankCardRefusesSnapAndGift: Story = {
  args: { requests: [], handlerOptions: { wallet: { cards: [ebtCard, giftCard] } } },
  play: async ({ canvasElement }) => {
    const adding = await openFlyout(canvasElement, /Add Credit\/Debit Card/);
    await userEvent.click(adding.getByRole('button', { name: 'Back' }));
    const list = await openedDialog(canvasElement, 'Select Payment');
    const addSnap = await list.findByRole('button', { name: 'Add SNAP EBT Card' });
    await expect(addSnap).toBeDisabled();
    await expect(addSnap).toHaveAccessibleDescription(
      'Add a credit or debit card first: it backs up your SNAP EBT card.',
    );
    await expect(list.getByText('Add a credit or debit card first: it backs up your SNAP EBT card.')).toBeVisible();
    const addGift = list.getByRole('button', { name: 'Add Gift Card' });
    await expect(addGift).toBeDisabled();
    await expect(addGift).toHaveAccessibleDescription('Add a credit or debit card first: it backs up your gift cards.');
    await expect(list.getByText('Add a credit or debit card first: it backs up your gift cards.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeEnabled();
  },
};
