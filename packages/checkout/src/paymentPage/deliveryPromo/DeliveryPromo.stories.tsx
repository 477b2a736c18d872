import type { Checkout } from '@aisle/contracts/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { deliveryDraft, pickupDraft } from '../../testing/fixtures';
import { PaymentPageStory, type PaymentPageStoryArgs } from '../../testing/paymentPageStoryFrame';

const withSubtotal = (checkout: Checkout, itemTotal: number): Checkout => ({
  ...checkout,
  summary: { cost: { ...checkout.summary.cost, itemTotal } },
});

const promo = 'Your order qualifies for free delivery with Boost.';

/** Waits for the loaded order, then finds the panel, if any. */
async function promoPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Place order' });
  return canvas.queryByText(promo);
}

const meta = {
  title: 'Checkout/Payment page/Delivery promo',
  component: PaymentPageStory,
  args: {
    orderId: deliveryDraft.id,
    navigate: fn(),
    deliveryPromo: { membership: 'Boost' },
    handlerOptions: { checkouts: [withSubtotal(deliveryDraft, 35)] },
  },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery whose subtotal is exactly $35.00: the panel offers the banner's membership. */
export const AtTheMinimum: Story = {
  play: async ({ canvasElement }) => {
    await expect(await promoPanel(canvasElement)).toBeVisible();
  },
};

/** A cent under: $34.99, no panel. */
export const UnderTheMinimum: Story = {
  args: { handlerOptions: { checkouts: [withSubtotal(deliveryDraft, 34.99)] } },
  play: async ({ canvasElement }) => {
    await expect(await promoPanel(canvasElement)).toBeNull();
  },
};

/** Pickup, whatever the subtotal ($42.46 here): no panel. */
export const Pickup: Story = {
  args: { orderId: pickupDraft.id, handlerOptions: { checkouts: [pickupDraft] } },
  play: async ({ canvasElement }) => {
    await expect(await promoPanel(canvasElement)).toBeNull();
  },
};

/** No membership to offer (a BST or BSTL member, §6): the host leaves the prop out, no panel. */
export const WithoutAnOffer: Story = {
  args: { deliveryPromo: undefined },
  play: async ({ canvasElement }) => {
    await expect(await promoPanel(canvasElement)).toBeNull();
  },
};
