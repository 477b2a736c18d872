import type { Checkout } from '@aisle/contracts/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { placedDelivery, placedPickup } from '../testing/fixtures';
import { PurchaseDetails } from './PurchaseDetails';

interface StoryArgs {
  /** The placed order shown, as the in-memory checkout service holds it. */
  checkout: Checkout;
}

const meta = {
  title: 'Checkout/Purchase details',
  args: { checkout: placedDelivery },
  render: ({ checkout }) => (
    <CheckoutTestProvider handlerOptions={{ checkouts: [checkout] }}>
      <PurchaseDetails checkoutId={checkout.id} />
    </CheckoutTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A placed delivery order: its tip may still change (§7 "tip modification"). 'Select Tip Amount'
 * saves $8.00 and the summary's tip follows.
 */
export const DeliveryOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Tip, now $5.00' }, { timeout: 3000 }));
    const choice = await body(canvasElement).findByRole('dialog', { name: 'Select Tip Amount' });
    await userEvent.click(within(choice).getByRole('radio', { name: '$8.00' }));
    await userEvent.click(within(choice).getByRole('button', { name: 'Save Tip' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit Tip, now $8.00' })).toBeVisible();
  },
};

/** A placed pickup order: no tip to change. */
export const PickupOrder: Story = {
  args: { checkout: placedPickup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pickup order' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit Tip/ })).toBeNull();
  },
};
