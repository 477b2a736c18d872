import { TestStorefrontProvider } from '@aisle/core/testing';
import { preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliveryDraft } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { paymentChosen, PaymentPageStory } from '../testing/paymentPageStoryFrame';
import { PaymentErrorPage } from './PaymentErrorPage';
import { postAuthRejectReasonKey } from './postAuthRejectReason';

const meta = {
  title: 'Checkout/Payment error page',
  component: PaymentErrorPage,
  args: { isModify: false },
  render: (args, { globals }) => (
    <TestStorefrontProvider handlers={[]} banner={globals.banner === 'harristeeter' ? 'harristeeter' : 'kroger'}>
      <PaymentErrorPage {...args} />
    </TestStorefrontProvider>
  ),
  // The reason is the tab's, kept by the page before: each story starts without one.
  beforeEach: () => {
    window.sessionStorage.removeItem(postAuthRejectReasonKey);
  },
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
    await expect(canvas.queryByText(/^Reason:/)).toBeNull();
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

const issuerReason = 'The card issuer withdrew the authorisation.';

/** The service gave a reason for the reject (§8 "shows the reason"): under the apology, as plain text. */
export const WithReason: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(postAuthRejectReasonKey, issuerReason);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByText(`Reason: ${issuerReason}`);
    await expect(reason).toBeVisible();
    // A new order's sentence is its heading: the reason comes after it, before the customer service number.
    const heading = canvas.getByRole('heading', { level: 1, name: "We're sorry, we could not complete your order." });
    await expect(heading.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(reason.nextElementSibling).toHaveTextContent(
      'Please call Customer Service at 1-800-555-0100 for help.',
    );
  },
};

/** A modified order's reject with a reason: 'Order Canceled', the apology, then the reason. */
export const ModifiedOrderWithReason: Story = {
  args: { isModify: true },
  beforeEach: () => {
    window.sessionStorage.setItem(postAuthRejectReasonKey, issuerReason);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Canceled' })).toBeVisible();
    const apology = canvas.getByText("We're sorry, we could not complete your order.");
    await expect(apology.nextElementSibling).toHaveTextContent(`Reason: ${issuerReason}`);
  },
};

const journeyRequests: CheckoutRequest[] = [];

/** The payment page until it leaves, then the page it left for, as the host's router would show it. */
function PostAuthRejectJourney() {
  const [leftFor, setLeftFor] = useState<string>();
  if (leftFor === '/checkout/payment-error') {
    return (
      <TestStorefrontProvider handlers={[]}>
        <PaymentErrorPage />
      </TestStorefrontProvider>
    );
  }
  return (
    <PaymentPageStory
      orderId={deliveryDraft.id}
      handlerOptions={{ declines: { [preferredVisa.id]: 'POST_AUTH_REJECT' } }}
      requests={journeyRequests}
      navigate={(href) => setLeftFor(href)}
    />
  );
}

/**
 * Place order is rejected after authorisation: the Payment Error page shows the reason the
 * service gave (the in-memory service's 'We could not complete your order. (RV9547)').
 */
export const AfterPostAuthReject: Story = {
  render: () => <PostAuthRejectJourney />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentChosen(journeyRequests);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: "We're sorry, we could not complete your order." },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Reason: We could not complete your order. (RV9547)')).toBeVisible();
  },
};
