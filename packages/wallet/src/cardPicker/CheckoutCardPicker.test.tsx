import type { WalletCard } from '@aisle/contracts/wallet';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { discover, ebtCardWithBalance, expiredMastercard, giftCard, preferredVisa } from '../testing/fixtures';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { CheckoutCardPicker, type CheckoutCardPickerProps } from './CheckoutCardPicker';

const cards = [preferredVisa, discover, expiredMastercard, ebtCardWithBalance, giftCard];

function renderPicker(props: Partial<CheckoutCardPickerProps> = {}) {
  const onEdit = vi.fn<(card: WalletCard) => void>();
  const onDelete = vi.fn<(card: WalletCard) => void>();
  const onValueChange = vi.fn<(cardId: string, card: WalletCard) => void>();
  function Host() {
    const [value, setValue] = useState<string | null>(preferredVisa.id);
    return (
      <CheckoutCardPicker
        cards={cards}
        value={value}
        onValueChange={(cardId, card) => {
          setValue(cardId);
          onValueChange(cardId, card);
        }}
        onEdit={onEdit}
        onDelete={onDelete}
        {...props}
      />
    );
  }
  render(
    <WalletTestProvider>
      <Host />
    </WalletTestProvider>,
  );
  return { user: userEvent.setup(), onEdit, onDelete, onValueChange };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('given the checkout card picker', () => {
  it('shows a radio tile per card in a group named Select Payment, the chosen one checked', () => {
    renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Select Payment' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(radio('Visa ending in 1111').checked).toBe(true);
    const description = document.getElementById(radio('Visa ending in 1111').getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Expires 08/2030');
  });

  it('after choosing another card, reports its id and the card', async () => {
    const { user, onValueChange } = renderPicker();
    await user.click(radio('Discover ending in 1117'));
    expect(onValueChange).toHaveBeenCalledWith('card-discover', discover);
    expect(radio('Discover ending in 1117').checked).toBe(true);
  });

  it('offers Edit and Delete on a bank card, named after it, without choosing it', async () => {
    const { user, onEdit, onDelete, onValueChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Edit Discover ending in 1117' }));
    expect(onEdit).toHaveBeenCalledWith(discover);
    await user.click(screen.getByRole('button', { name: 'Delete Discover ending in 1117' }));
    expect(onDelete).toHaveBeenCalledWith(discover);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('offers Delete only on the SNAP EBT tile', async () => {
    const { user, onDelete } = renderPicker();
    expect(screen.queryByRole('button', { name: 'Edit SNAP EBT card ending in 6789' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete SNAP EBT card ending in 6789' }));
    expect(onDelete).toHaveBeenCalledWith(ebtCardWithBalance);
    const description = document.getElementById(
      radio('SNAP EBT card ending in 6789').getAttribute('aria-describedby') ?? '',
    );
    expect(description?.textContent).toBe('Balance: $123.45');
  });

  it('does not let an expired card be chosen, but lets it be edited', async () => {
    const { user, onEdit } = renderPicker();
    expect(radio('Mastercard ending in 4444').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit Mastercard ending in 4444' }));
    expect(onEdit).toHaveBeenCalledWith(expiredMastercard);
  });

  it('takes its own legend and shows an error on the group', () => {
    renderPicker({
      legend: 'Payment Method',
      error: 'You must select a card or add a credit or debit card.',
      value: null,
    });
    const group = screen.getByRole('radiogroup', { name: 'Payment Method' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You must select a card or add a credit or debit card.')).toBeTruthy();
  });
});
