import type { WalletCard } from '@aisle/contracts/wallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSecureFrameUrl } from '../testing/demoSecureFrame';
import { ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import { walletHandlers, type WalletHandlersOptions } from '../testing/walletHandlers';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { CheckoutCardBox, type CheckoutCardBoxProps } from './CheckoutCardBox';

interface StoryArgs extends Pick<CheckoutCardBoxProps, 'hideTitle' | 'hideChangePaymentMethod' | 'hideNoCardsMessage'> {
  handlerOptions: WalletHandlersOptions;
}

function CardBoxStory({ handlerOptions, ...options }: StoryArgs) {
  const [selection, setSelection] = useState<WalletCard[]>();
  return (
    <WalletTestProvider handlers={walletHandlers(handlerOptions)}>
      <CheckoutCardBox
        {...options}
        settings={{
          secureFieldsOrigin: window.location.origin,
          secureFieldsFrameUrl: demoSecureFrameUrl,
          checkoutConfig: { orderInfo: { total: 42.87, hasSnapEligibleItems: true, ebtTotalFromCheckout: 1.98 } },
        }}
        selection={selection}
        onSelectionChange={setSelection}
      />
    </WalletTestProvider>
  );
}

const meta = {
  title: 'Wallet/Checkout card box',
  args: { handlerOptions: {} },
  render: (args) => <CardBoxStory {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Payment Method' with the default choice: the preferred card and, for SNAP items, the EBT card. */
export const Chosen: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByText('SNAP EBT card ending in 6789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check Balance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add or Change Payment Method' })).toBeVisible();
  },
};

/** Removing the bank card: the no-bank-card warning. */
export const NoBankCard: Story = {
  args: { handlerOptions: { cards: [preferredVisa, ebtCard, giftCard] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Visa ending in 1111' }));
    await expect(await canvas.findByText('Add a credit or debit card to place your order.')).toBeVisible();
  },
};

/** 'Add or Change Payment Method' opens the flyout at checkout. */
export const OpensTheFlyout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add or Change Payment Method' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Select Payment' });
    // The panel slides in: visible once its animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
