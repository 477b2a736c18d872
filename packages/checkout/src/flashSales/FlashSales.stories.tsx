import type { Checkout, FlashSale, FlashSaleLineItem, UpdateCheckoutRequest } from '@aisle/contracts/checkout';
import { useServiceClient } from '@aisle/core';
import { TestStorefrontProvider } from '@aisle/core/testing';
import { Button, Stack } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { deliveryDraft } from '../testing/fixtures';
import {
  demoFlashSales,
  flashSaleHandlers,
  flashSaleLine,
  greekYogurt,
  sparklingWater,
  strawberries,
} from './flashSaleHandlers';
import { FlashSales } from './FlashSales';
import { useFlashSaleLeaveGuard } from './useFlashSaleLeaveGuard';

interface StoryArgs {
  checkout: Checkout;
  sales: readonly FlashSale[];
  updateFailure?: { status: number; code: string };
  onFetchSales: (checkoutId: string) => void;
  onUpdate: (request: UpdateCheckoutRequest) => void;
  /** Where Change Time would take the shopper. */
  onLeave: () => void;
}

/** The page shell's part: it keeps the checkout each update answers, and guards Change Time. */
function PaymentPageHost({ initial, onLeave }: { initial: Checkout; onLeave: () => void }) {
  const client = useServiceClient();
  const { updateCheckout } = useCheckoutCalls();
  const [checkout, setCheckout] = useState(initial);
  const update = async (lineItems: FlashSaleLineItem[]) => {
    setCheckout(await updateCheckout(client, checkout.id, { versionKey: checkout.versionKey, lineItems }));
  };
  const guard = useFlashSaleLeaveGuard(checkout, update);
  return (
    <Stack space="4">
      <div>
        <Button variant="secondary" onClick={() => guard.confirmLeave(onLeave)}>
          Change Time
        </Button>
      </div>
      <FlashSales checkout={checkout} onAddItems={update} />
      {guard.dialog}
    </Stack>
  );
}

const meta = {
  title: 'Checkout/Payment page/Flash sales',
  args: {
    checkout: deliveryDraft,
    sales: demoFlashSales,
    onFetchSales: fn(),
    onUpdate: fn(),
    onLeave: fn(),
  },
  render: ({ checkout, sales, updateFailure, onFetchSales, onUpdate, onLeave }) => (
    <TestStorefrontProvider
      handlers={() => flashSaleHandlers({ checkout, sales, updateFailure, onFetchSales, onUpdate })}
    >
      <PaymentPageHost initial={checkout} onLeave={onLeave} />
    </TestStorefrontProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer and the modal are portalled to <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// The drawer fades in: what it shows is visible once that ends, which a busy machine slows down.
const shown = { timeout: 4000 };

async function openDrawer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'View Flash Sales' }));
  const drawer = within(await page(canvasElement).findByRole('dialog', { name: 'Flash Sales' }));
  await waitFor(() => expect(drawer.getByRole('list', { name: 'Flash sale items' })).toBeVisible(), shown);
  return drawer;
}

/** The row of one sale in the drawer. */
const rowOf = (drawer: ReturnType<typeof within>, name: string) =>
  within(drawer.getByRole('heading', { name }).closest('li') as HTMLElement);

/** The checkout holds 2 strawberries on sale. */
const withStrawberries: Checkout = {
  ...deliveryDraft,
  lineItems: [...deliveryDraft.lineItems, flashSaleLine(strawberries, 2)],
};

/** The teaser: the deepest discount and 'View Flash Sales'. */
export const Teaser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teaser = within(await canvas.findByRole('region', { name: 'Flash Sales' }));
    await expect(teaser.getByText('Limited-time deals for this order, up to 40% off.')).toBeVisible();
    await expect(teaser.getByRole('button', { name: 'View Flash Sales' })).toBeVisible();
  },
};

/** The store has no sales: no teaser at all. */
export const NoFlashSales: Story = {
  args: { sales: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onFetchSales).toHaveBeenCalledWith(deliveryDraft.id));
    await expect(await canvas.findByRole('button', { name: 'Change Time' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Flash Sales' })).toBeNull();
  },
};

/** The drawer: each sale's item, category, now and was prices and discount. */
export const Drawer: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByText('Sale prices for this order only. Up to 10 of each item.')).toBeVisible();
    await expect(within(drawer.getByRole('list', { name: 'Flash sale items' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    const coffee = rowOf(drawer, 'Ground Coffee, 12 oz');
    await expect(coffee.getByText('Coffee & Tea')).toBeVisible();
    // $8.99 less 25% is $6.7425: $6.74.
    await expect(coffee.getByText('Now $6.74')).toBeVisible();
    await expect(coffee.getByText('Was $8.99')).toBeVisible();
    await expect(coffee.getByText('25% off')).toBeVisible();
  },
};

/** Add: the sale's line at the chosen quantity, then the drawer says the order holds them. */
export const AddItems: Story = {
  play: async ({ args, canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const row = rowOf(drawer, 'Strawberries, 1 lb');
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^Quantity\W+Strawberries, 1 lb$/ }), '3');
    await userEvent.click(row.getByRole('button', { name: 'Add Strawberries, 1 lb' }));
    await expect(await row.findByText('3 in your order')).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledWith({
      versionKey: deliveryDraft.versionKey,
      lineItems: [
        {
          gtin13: strawberries.gtin13,
          quantity: 3,
          modalityType: 'DELIVERY',
          substitutionPolicy: 'NONE',
          couponId: strawberries.couponId,
          sourceStoreId: strawberries.sourceStoreId,
        },
      ],
    });
    await expect(row.getByRole('button', { name: 'Update Strawberries, 1 lb' })).toBeVisible();
    await expect(drawer.getByText('Your order now has 3 of Strawberries, 1 lb.')).toBeInTheDocument();
  },
};

/** At most 10 of an item (§9), fewer when the sale has fewer. */
export const LimitTen: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const optionsOf = (name: string) =>
      within(rowOf(drawer, name).getByRole('combobox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await expect(optionsOf(sparklingWater.description)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(optionsOf(greekYogurt.description)).toEqual(['1', '2', '3', '4']);
  },
};

/** The update fails: the drawer stays, with the reason and the quantity as chosen. */
export const AddFails: Story = {
  args: { updateFailure: { status: 503, code: 'SERVICE_UNAVAILABLE' } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const row = rowOf(drawer, 'Strawberries, 1 lb');
    const quantity = row.getByRole('combobox', { name: /^Quantity\W+Strawberries, 1 lb$/ });
    await userEvent.selectOptions(quantity, '4');
    await userEvent.click(row.getByRole('button', { name: 'Add Strawberries, 1 lb' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent(
      "We couldn't add Strawberries, 1 lb to your order. Please try again.",
    );
    await expect(page(canvasElement).getByRole('dialog', { name: 'Flash Sales' })).toBeVisible();
    await expect(quantity).toHaveValue('4');
    await expect(row.queryByText(/in your order/)).toBeNull();
  },
};

/** Change Time with flash sale items: 'Remove flash sale items?'; confirming takes them out, then leaves. */
export const LeaveConfirmed: Story = {
  args: { checkout: withStrawberries },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change Time' }));
    const modal = within(await page(canvasElement).findByRole('alertdialog', { name: 'Remove flash sale items?' }));
    await expect(modal.getByRole('listitem')).toHaveTextContent('Strawberries, 1 lb');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Remove Items' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledOnce());
    await expect(args.onUpdate).toHaveBeenCalledWith({
      versionKey: withStrawberries.versionKey,
      lineItems: [
        {
          gtin13: strawberries.gtin13,
          quantity: 0,
          modalityType: 'DELIVERY',
          substitutionPolicy: 'NONE',
          couponId: strawberries.couponId,
          sourceStoreId: strawberries.sourceStoreId,
        },
      ],
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel: the shopper stays, with the items. */
export const LeaveCancelled: Story = {
  args: { checkout: withStrawberries },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change Time' }));
    const modal = within(await page(canvasElement).findByRole('alertdialog', { name: 'Remove flash sale items?' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The removal fails: the modal stays open with the reason, and the shopper has not left. */
export const LeaveRemovalFails: Story = {
  args: { checkout: withStrawberries, updateFailure: { status: 503, code: 'SERVICE_UNAVAILABLE' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change Time' }));
    const modal = within(await page(canvasElement).findByRole('alertdialog', { name: 'Remove flash sale items?' }));
    await userEvent.click(modal.getByRole('button', { name: 'Remove Items' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      "We couldn't remove the flash sale items. Please try again.",
    );
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** No flash sale item in the order: Change Time leaves at once. */
export const LeaveWithoutFlashSaleItems: Story = {
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Flash Sales' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Time' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};
