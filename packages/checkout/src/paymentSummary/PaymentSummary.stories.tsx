import type { CheckoutCost, CheckoutPayment } from '@aisle/contracts/checkout';
import { TestStorefrontProvider } from '@aisle/core/testing';
import { Button, Card } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { deliveryDraft, giftCardDelivery, modifiedDelivery } from '../testing/fixtures';
import { PaymentSummary } from './PaymentSummary';
import { column } from './PaymentSummary.stories.css';

const cost = deliveryDraft.summary.cost;

/** Every expandable row in use: coupons, a promo code and store savings, two regulatory fees and a tip. */
const detailedCost: CheckoutCost = {
  ...cost,
  couponTotal: 2,
  promoTotal: 5,
  regulatoryFees: [
    { label: 'Bottle Deposit', amount: 0.3 },
    { label: 'Delivery Fee Surcharge', amount: 0.27 },
  ],
  total: 46.61,
};

/** The draft's Visa paying a total. */
const visaPaying = (total: number): CheckoutPayment[] =>
  deliveryDraft.paymentDetails.payments.map((payment) => ({ ...payment, amountToAuthorize: total }));

const meta = {
  title: 'Checkout/Payment summary',
  component: PaymentSummary,
  args: { cost, payments: deliveryDraft.paymentDetails.payments },
  decorators: [
    (Story) => (
      <TestStorefrontProvider handlers={[]}>
        <Card className={column}>
          <Story />
        </Card>
      </TestStorefrontProvider>
    ),
  ],
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery draft: the rows in the spec's order, the card paying, the disclaimer and the Place order button. */
export const Plain: Story = {
  args: { children: <Button fullWidth>Place Order</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment Summary' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Subtotal (7 items)',
      'Savings',
      'Sales Tax',
      'Service Fee',
      'Tip',
      'Estimated Total',
      'Visa ending in 1111',
    ]);
    const amounts = canvas.getAllByRole('definition').map((amount) => amount.textContent);
    await expect(amounts).toContain('$42.46');
    await expect(amounts).toContain('-$1.50');
    await expect(amounts).toContain('$2.13');
    await expect(canvas.getByText('Prices are estimates.', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
  },
};

/** Sales tax not known yet: 'TBD'. */
export const TaxToBeDetermined: Story = {
  args: { cost: { ...cost, taxTotal: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tax = canvas.getByText('Sales Tax').closest('div') as HTMLElement;
    await expect(within(tax).getByRole('definition')).toHaveTextContent('TBD');
  },
};

/** A bag fee: the total marked '*', its disclaimer the row's description; no bag ban disclaimer without a ban. */
export const BagFee: Story = {
  args: { cost: { ...cost, bagFee: 0.5, total: 53.54 }, payments: visaPaying(53.54) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByText('Estimated Total');
    await expect(total).toHaveTextContent('Estimated Total*');
    await expect(total).toHaveAccessibleDescription(
      '*Your estimated total includes a $0.50 bag fee required by local law.',
    );
    await expect(within(total.closest('div') as HTMLElement).getByRole('definition')).toHaveTextContent('$53.54');
    await expect(canvas.queryByText(/plastic bags are banned/)).toBeNull();
  },
};

/** A store where single-use plastic bags are banned: the bag ban disclaimer, under the bag fee's. */
export const BagBan: Story = {
  args: { cost: { ...cost, bagFee: 0.5, bagBan: true, total: 53.54 }, payments: visaPaying(53.54) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ban = canvas.getByText(
      'Single-use plastic bags are banned where your order is prepared, so it comes in paper or reusable bags.',
    );
    const fee = canvas.getByText('*Your estimated total includes a $0.50 bag fee required by local law.');
    await expect(ban).toBeVisible();
    await expect(fee.compareDocumentPosition(ban) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Modifying: 'New Estimated Total', the previous total, and the cost change opening into its SNAP split. */
export const ModifyingWithCostChange: Story = {
  args: {
    cost: modifiedDelivery.summary.cost,
    originalCost: modifiedDelivery.originalSummary?.cost ?? null,
    modifying: true,
    payments: modifiedDelivery.paymentDetails.payments,
    children: <Button fullWidth>Submit Modified Order</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New Estimated Total')).toBeVisible();
    const previous = canvas.getByText('Previous Order Total').closest('div') as HTMLElement;
    await expect(within(previous).getByRole('definition')).toHaveTextContent('$53.04');
    const change = canvas.getByRole('button', { name: 'Cost Change' });
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    const changeRow = change.closest('dt')?.parentElement as HTMLElement;
    await expect(within(changeRow).getAllByRole('definition')[0]).toHaveTextContent('+$3.00');
    await userEvent.click(change);
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    const snap = canvas.getByText('SNAP EBT').closest('div') as HTMLElement;
    await expect(within(snap).getByRole('definition')).toHaveTextContent('+$3.00');
    const nonSnap = canvas.getByText('Non-SNAP').closest('div') as HTMLElement;
    await expect(within(nonSnap).getByRole('definition')).toHaveTextContent('$0.00');
  },
};

/** A gift card pays it all: the Visa beside it shows its $1 hold, and why nothing is charged. */
export const GiftCardHold: Story = {
  args: { payments: giftCardDelivery.paymentDetails.payments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Paying With' })).toBeVisible();
    const gift = canvas.getByText('Gift card ending in 0019').closest('div') as HTMLElement;
    await expect(within(gift).getByRole('definition')).toHaveTextContent('$53.04');
    const visa = canvas.getByText('Visa ending in 1111').closest('div') as HTMLElement;
    await expect(within(visa).getAllByRole('definition')[0]).toHaveTextContent('$1.00 hold');
    await expect(within(visa).getByText(/temporary \$1\.00 hold/)).toBeVisible();
  },
};

/** Every expandable row opened: savings, regulatory fees and the tip, each a button that says it is open. */
export const ExpandedSections: Story = {
  args: { cost: detailedCost, payments: visaPaying(detailedCost.total) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const savings = canvas.getByRole('button', { name: 'Savings' });
    await userEvent.click(savings);
    await expect(savings).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Coupons')).toBeVisible();
    await expect(canvas.getByText('Promo Codes')).toBeVisible();
    await expect(canvas.getByText('Store Savings')).toBeVisible();
    await expect(canvas.getByText('-$8.50')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Regulatory Fees' }));
    await expect(canvas.getByText('Bottle Deposit')).toBeVisible();
    await expect(canvas.getByText('$0.57')).toBeVisible();

    const tip = canvas.getByRole('button', { name: 'Tip' });
    await userEvent.click(tip);
    await expect(canvas.getByText('100% of your tip goes to the person who delivers your order.')).toBeVisible();
    // The tip section folds away again.
    await userEvent.click(tip);
    await expect(tip).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone: the panel fills the width, the amounts still on their labels' lines. */
export const Phone: Story = {
  args: { cost: detailedCost, payments: visaPaying(detailedCost.total) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subtotal = canvas.getByText('Subtotal (7 items)');
    const amount = within(subtotal.closest('div') as HTMLElement).getByRole('definition');
    await expect(Math.abs(subtotal.getBoundingClientRect().top - amount.getBoundingClientRect().top)).toBeLessThan(8);
  },
};
