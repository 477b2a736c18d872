import type { Checkout, UpdateCheckoutRequest } from '@aisle/contracts/checkout';
import { useServiceClient } from '@aisle/core';
import { Card } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { updateCheckout } from '../api';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import type { CheckoutHandlersOptions } from '../testing/checkoutHandlers';
import { deliveryDraft } from '../testing/fixtures';
import { PromoCodes } from './PromoCodes';

interface StoryArgs {
  checkout: Checkout;
  handlerOptions?: CheckoutHandlersOptions;
}

/** The draft as the service last answered, and its promo updates sent with the current versionKey. */
function PromoCodesOnDraft({ checkout: first }: { checkout: Checkout }) {
  const client = useServiceClient();
  const [checkout, setCheckout] = useState(first);
  const latest = useRef(first);
  const update = async (change: Omit<UpdateCheckoutRequest, 'versionKey'>) => {
    const answer = await updateCheckout(client, latest.current.id, {
      ...change,
      versionKey: latest.current.versionKey,
    });
    latest.current = answer;
    setCheckout(answer);
  };
  return (
    <PromoCodes
      promos={checkout.priceAdjustment.promos}
      onApply={(code) => update({ priceAdjustment: { promos: [{ action: 'ADD', code }] } })}
      onRemove={(code) => update({ priceAdjustment: { promos: [{ action: 'REMOVE', code }] } })}
    />
  );
}

const meta = {
  title: 'Checkout/Payment page/Promo codes',
  args: { checkout: deliveryDraft },
  render: ({ checkout, handlerOptions }) => (
    <CheckoutTestProvider handlerOptions={{ checkouts: [checkout], ...handlerOptions }}>
      <Card>
        <PromoCodesOnDraft checkout={checkout} />
      </Card>
    </CheckoutTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSave5: Checkout = {
  ...deliveryDraft,
  priceAdjustment: { promos: [{ code: 'SAVE5', couponId: 'promo-SAVE5', amount: 5 }] },
};

/** The 'Promo code' field and Apply, before any code. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Apply with nothing typed: 'You must enter a promo code' (§5), and no call. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('You must enter a promo code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A code is at most 128 characters (§5): the field takes no more. */
export const AtMost128Characters: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Promo code' });
    await userEvent.click(field);
    await userEvent.paste('A'.repeat(140));
    await expect((field as HTMLInputElement).value).toHaveLength(128);
  },
};

/** A good code: applied, listed with what it saves, and the field emptied for the next. */
export const Applies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'save5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const applied = await canvas.findByRole('list', { name: 'Applied promo codes' });
    await expect(within(applied).getByText('SAVE5')).toBeVisible();
    await expect(within(applied).getByText('You save $5.00')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** An applied code's Remove takes it off the order. */
export const Removes: Story = {
  args: { checkout: withSave5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code SAVE5' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Applied promo codes' })).toBeNull());
  },
};

/** A code the service refuses: the catalogue's message (§8), and the code kept to correct. */
export const ApplyFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'SAVE50');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByText(
        "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('SAVE50');
  },
};

/** Remove fails: our words (the spec shows none), and the code stays listed. */
export const RemoveFails: Story = {
  args: { checkout: withSave5, handlerOptions: { failures: { updateCheckout: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code SAVE5' }));
    await expect(
      await canvas.findByText("Something went wrong and we weren't able to remove your promo code. Please try again."),
    ).toBeVisible();
    await expect(canvas.getByText('SAVE5')).toBeVisible();
  },
};

/** The order changed on another device: that, rather than the promo message. */
export const ApplyConflicts: Story = {
  args: { handlerOptions: { failures: { updateCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'SAVE5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByText('Your order has been updated on another device. Please refresh and try again.'),
    ).toBeVisible();
  },
};
