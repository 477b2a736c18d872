import { TestStorefrontProvider } from '@aisle/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PaymentErrorPage } from './PaymentErrorPage';

const meta = {
  title: 'Checkout/Payment error page',
  component: PaymentErrorPage,
  args: { isModify: false },
  render: (args, { globals }) => (
    <TestStorefrontProvider handlers={[]} banner={globals.banner === 'harristeeter' ? 'harristeeter' : 'kroger'}>
      <PaymentErrorPage {...args} />
    </TestStorefrontProvider>
  ),
} satisfies Meta<typeof PaymentErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new order's authorization was rejected: the apology, the customer service number and RV9547. */
export const NewOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We're sorry, we could not complete your order." }),
    ).toBeVisible();
    const phone = canvas.getByRole('link', { name: '1-800-555-0100' });
    await expect(phone).toHaveAttribute('href', 'tel:+18005550100');
    await expect(phone.closest('p')).toHaveTextContent('Please call Customer Service at 1-800-555-0100 for help.');
    await expect(canvas.getByText('(Error code: RV9547)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    // Set in an effect, which a build without React's act may not have run when the play starts.
    await waitFor(() => expect(document.title).toBe('Payment Error - Kroger'));
  },
};

/** A modified order's authorization was rejected (`isModify=true`): 'Order Canceled', then the apology. */
export const ModifiedOrder: Story = {
  args: { isModify: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Canceled' })).toBeVisible();
    await expect(canvas.getByText("We're sorry, we could not complete your order.")).toBeVisible();
    await expect(canvas.getByText('(Error code: RV9547)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/mypurchases');
  },
};

/** Harris Teeter has its own customer service number. */
export const HarrisTeeter: Story = {
  globals: { banner: 'harristeeter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1-800-555-0110' })).toHaveAttribute('href', 'tel:+18005550110');
    // Set in an effect, which a build without React's act may not have run when the play starts.
    await waitFor(() => expect(document.title).toBe('Payment Error - Harris Teeter'));
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
