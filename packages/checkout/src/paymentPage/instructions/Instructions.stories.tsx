import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ageRestrictedDelivery, deliveryDraft } from '../../testing/fixtures';
import {
  openedDialog,
  PaymentPageStory,
  requestsOf,
  type PaymentPageStoryArgs,
} from '../../testing/paymentPageStoryFrame';
import type { CheckoutRequest } from '../../testing/handlers/checkoutServiceHandlers';
import { doNotRingBellMarker } from './instructionsRules';

const meta = {
  title: 'Checkout/Payment page/Instructions',
  component: PaymentPageStory,
  args: { orderId: deliveryDraft.id, navigate: fn(), onOrderPlaced: fn() },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Instructions' }));
  return openedDialog(canvasElement, 'Delivery Instructions');
};

const limitRequests: CheckoutRequest[] = [];

/**
 * The notes take 128 characters; ticking 'Do not ring the doorbell' leaves room for its marker,
 * which is appended to the instructions sent, and the block says so.
 */
export const LimitAndMarker: Story = {
  args: { requests: limitRequests },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const notes = drawer.getByRole('textbox', { name: 'Notes for your driver' });
    await userEvent.type(notes, 'a'.repeat(130));
    await expect(notes).toHaveValue('a'.repeat(128));
    await expect(drawer.getByText('128 of 128 characters')).toBeVisible();
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Do not ring the doorbell' }));
    const limit = 128 - doNotRingBellMarker.length - 1;
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText(`Use ${limit} characters or fewer.`)).toBeVisible();
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Leave by the side door');
    const from = limitRequests.length;
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Do not ring the doorbell.')).toBeVisible();
    await expect(canvas.getByText('Leave by the side door')).toBeVisible();
    const [sent] = requestsOf(limitRequests, 'updateCheckout', from);
    await expect(sent?.body).toMatchObject({
      fulfillment: { instructions: `Leave by the side door ${doNotRingBellMarker}` },
    });
  },
};

/** An order with wine: Contactless cannot be chosen, and the drawer says why (§5). */
export const ContactlessDisabled: Story = {
  args: { orderId: ageRestrictedDelivery.id },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('radio', { name: /Contactless/ })).toBeDisabled();
    await expect(drawer.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(drawer.getByText('Contactless delivery is not available for age-restricted orders.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Contactless chosen for an order without age-restricted items. */
export const Contactless: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(drawer.getByRole('radio', { name: /Contactless/ }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Delivery type: Contactless')).toBeVisible();
  },
};
