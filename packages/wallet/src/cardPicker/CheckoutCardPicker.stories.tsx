import type { WalletCard } from '@aisle/contracts/wallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { discover, ebtCardWithBalance, expiredMastercard, giftCard, preferredVisa } from '../testing/fixtures';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { CheckoutCardPicker } from './CheckoutCardPicker';

interface StoryArgs {
  cards: readonly WalletCard[];
  error?: string;
  onEdit(card: WalletCard): void;
  onDelete(card: WalletCard): void;
}

/** A host that keeps the choice, as checkout's payment page will. */
function Picker({ cards, error, onEdit, onDelete }: StoryArgs) {
  const [value, setValue] = useState<string | null>(error ? null : (cards[0]?.id ?? null));
  return (
    <CheckoutCardPicker
      cards={cards}
      value={value}
      onValueChange={setValue}
      onEdit={onEdit}
      onDelete={onDelete}
      error={value ? undefined : error}
    />
  );
}

const meta = {
  title: 'Wallet/Checkout card picker',
  args: {
    cards: [preferredVisa, discover, expiredMastercard, ebtCardWithBalance, giftCard],
    onEdit: fn(),
    onDelete: fn(),
  },
  render: (args) => (
    <WalletTestProvider>
      <Picker {...args} />
    </WalletTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of card: the preferred one chosen, the expired one not choosable but editable, SNAP
 * EBT and the gift card with Delete only (wallet spec §2). Chosen by keyboard, edited by name.
 */
export const Cards: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 1111' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa ending in 1111' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Discover ending in 1117' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Discover ending in 1117' }));
    await expect(args.onEdit).toHaveBeenCalledWith(discover);
    await expect(canvas.queryByRole('button', { name: 'Edit SNAP EBT card ending in 6789' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete SNAP EBT card ending in 6789' })).toBeVisible();
  },
};

/** Nothing chosen yet, and checkout asks for a card: the group says why. */
export const NothingChosen: Story = {
  args: { cards: [preferredVisa, discover], error: 'You must select a card or add a credit or debit card.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must select a card or add a credit or debit card.')).toBeVisible();
    await expect(canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  },
};
