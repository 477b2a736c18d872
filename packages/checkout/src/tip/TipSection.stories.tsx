import type { Checkout, UpdateCheckoutRequest } from '@aisle/contracts/checkout';
import { useServiceClient } from '@aisle/core';
import { Card } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { updateCheckout } from '../api';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import type { CheckoutHandlersOptions } from '../testing/checkoutHandlers';
import { deliveryDraft, pickupDraft } from '../testing/fixtures';
import { TipSection } from './TipSection';

interface StoryArgs {
  checkout: Checkout;
  handlerOptions?: CheckoutHandlersOptions;
}

/** The draft as the service last answered, and its tip updates sent with the current versionKey. */
function TipOnDraft({ checkout: first }: { checkout: Checkout }) {
  const client = useServiceClient();
  const [checkout, setCheckout] = useState(first);
  const latest = useRef(first);
  const changeTip = async (gratuityAmount: number) => {
    const current = latest.current;
    const answer = await updateCheckout(client, current.id, {
      versionKey: current.versionKey,
      paymentDetails: { gratuityAmount },
    } satisfies UpdateCheckoutRequest);
    latest.current = answer;
    setCheckout(answer);
  };
  return (
    <TipSection gratuity={checkout.gratuity} amount={checkout.paymentDetails.gratuityAmount} onChange={changeTip} />
  );
}

// The service's suggestions may hold a zero: it is never offered (§5).
const withZeroSuggestion: Checkout = {
  ...deliveryDraft,
  gratuity: { ...deliveryDraft.gratuity, suggestions: [0, 3, 5, 8] },
};

const meta = {
  title: 'Checkout/Payment page/Tip',
  args: { checkout: withZeroSuggestion },
  render: ({ checkout, handlerOptions }) => (
    <CheckoutTestProvider handlerOptions={{ checkouts: [checkout], ...handlerOptions }}>
      <Card>
        <TipOnDraft checkout={checkout} />
      </Card>
    </CheckoutTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openTipChoice(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Tip, now $5.00' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Select Tip Amount' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function openCustomTip(canvasElement: HTMLElement) {
  const choice = await openTipChoice(canvasElement);
  await userEvent.click(choice.getByRole('radio', { name: 'Custom' }));
  await userEvent.click(choice.getByRole('button', { name: 'Continue' }));
  const drawer = await body(canvasElement).findByRole('dialog', { name: 'Custom Tip Amount' });
  await waitFor(() => expect(drawer).toBeVisible());
  return within(drawer);
}

/** The tip, its button and where it goes. */
export const Tip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$5.00')).toBeVisible();
    await expect(canvas.getByText('100% of your tip goes to your driver.')).toBeVisible();
  },
};

/** 'Select Tip Amount': the suggestions, never $0.00, the current one chosen; another is saved. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const choice = await openTipChoice(canvasElement);
    await expect(choice.getAllByRole('radio')).toHaveLength(4);
    await expect(choice.queryByRole('radio', { name: '$0.00' })).toBeNull();
    await expect(choice.getByRole('radio', { name: '$5.00' })).toBeChecked();
    await userEvent.click(choice.getByRole('radio', { name: '$8.00' }));
    await userEvent.click(choice.getByRole('button', { name: 'Save Tip' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Tip, now $8.00' })).toBeVisible();
  },
};

/**
 * 'Custom Tip Amount': dollars and cents after '$', saved when within the max tip. The closing
 * modal leaves focus in the drawer (handing it back to Edit Tip late took typed keys), and the
 * drawer gives it back to Edit Tip once saved.
 */
export const CustomTip: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openCustomTip(canvasElement);
    const document = canvasElement.ownerDocument;
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Select Tip Amount' })).toBeNull());
    const drawerElement = body(canvasElement).getByRole('dialog', { name: 'Custom Tip Amount' });
    await expect(drawerElement.contains(document.activeElement)).toBe(true);
    const field = drawer.getByRole('textbox', { name: /Tip amount/ });
    await userEvent.clear(field);
    await userEvent.type(field, '1250');
    await expect(field).toHaveValue('12.50');
    await userEvent.click(drawer.getByRole('button', { name: 'Save Tip' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('$12.50')).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Edit Tip, now $12.50' })).toHaveFocus(),
    );
  },
};

/** Over the order's max tip ($100.00): said, the amount kept, nothing sent. */
export const CustomTipOverMax: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openCustomTip(canvasElement);
    const field = drawer.getByRole('textbox', { name: /Tip amount/ });
    await userEvent.clear(field);
    await userEvent.type(field, '10001');
    await userEvent.click(drawer.getByRole('button', { name: 'Save Tip' }));
    await expect(await drawer.findByText('The most you can tip on this order is $100.00.')).toBeVisible();
    await expect(field).toHaveValue('100.01');
  },
};

/** The update fails: the catalogue's message (§8) in the open modal, the choice kept. */
export const TipFails: Story = {
  args: { handlerOptions: { failures: { updateCheckout: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const choice = await openTipChoice(canvasElement);
    await userEvent.click(choice.getByRole('radio', { name: '$8.00' }));
    await userEvent.click(choice.getByRole('button', { name: 'Save Tip' }));
    await expect(await choice.findByText("Something went wrong and we weren't able to update your tip.")).toBeVisible();
    await expect(choice.getByRole('radio', { name: '$8.00' })).toBeChecked();
  },
};

/** A tip that may not change is shown as it is, without a button. */
export const NotModifiable: Story = {
  args: { checkout: { ...deliveryDraft, gratuity: { ...deliveryDraft.gratuity, modifiable: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$5.00')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A pickup order takes no tip: nothing shows. */
export const NoTip: Story = {
  args: { checkout: pickupDraft },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Tip')).toBeNull();
  },
};
