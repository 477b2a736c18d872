import type { ActiveModality } from '@aisle/contracts/scheduling';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corryville } from '../testing/fixtures';
import { schedulingHandlers } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ModalitySelector, type ModalitySelectorProps } from './ModalitySelector';

// The basket and the flash sales are the host's: the selector asks for them again, in the spec's
// order, once the way of shopping is set (§4).

function renderSelector(props: Partial<ModalitySelectorProps> = {}) {
  const order: string[] = [];
  const note = (name: string) => vi.fn(async () => void order.push(name));
  const handlers = {
    onModalityChange: note('onModalityChange'),
    refreshBasket: note('refreshBasket'),
    refetchFlashSales: note('refetchFlashSales'),
    onDone: vi.fn(() => void order.push('onDone')),
  };
  render(
    <SchedulingTestProvider handlers={schedulingHandlers()}>
      <ModalitySelector signedIn {...handlers} {...props} />
    </SchedulingTestProvider>,
  );
  return { user: userEvent.setup(), order, ...handlers };
}

const pickupAtCorryville: ActiveModality = {
  id: 'PICKUP-01400378',
  modalityType: 'PICKUP',
  destination: { locationId: corryville.locationId },
  createdDate: '2026-11-20T10:00:00.000Z',
  source: 'Options',
};

async function chooseStore(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Pickup' }));
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '45202');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(await screen.findByRole('button', { name: `Select Store ${name}` }));
}

describe('choosing a store', () => {
  it('asks for the flash sales again when it is another store', async () => {
    const { user, order } = renderSelector({ activeModality: pickupAtCorryville });
    await chooseStore(user, 'Kroger Over-the-Rhine');
    await vi.waitFor(() => expect(order).toContain('onDone'));
    expect(order).toEqual(['onModalityChange', 'refetchFlashSales', 'onDone']);
  });

  it('leaves them alone when it is the same store', async () => {
    const { user, order } = renderSelector({ activeModality: pickupAtCorryville });
    await chooseStore(user, 'Kroger Corryville');
    await vi.waitFor(() => expect(order).toContain('onDone'));
    expect(order).toEqual(['onModalityChange', 'onDone']);
  });
});

describe('setting an address', () => {
  it('chosen from the address book: the basket, then the flash sales, then done', async () => {
    const { user, order } = renderSelector();
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    await user.click(await screen.findByRole('radio', { name: '312 Walnut St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await vi.waitFor(() => expect(order).toContain('onDone'));
    expect(order).toEqual(['onModalityChange', 'refreshBasket', 'refetchFlashSales', 'onDone']);
  });

  it('submitted in the address form: saved and set, then the basket and the flash sales', async () => {
    const { user, order } = renderSelector();
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    await user.type(await screen.findByRole('textbox', { name: /Street Address/ }), '500 Main St');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Cincinnati');
    await user.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), 'OH');
    await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), '45202');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(order).toContain('onDone'));
    expect(order).toEqual(['onModalityChange', 'refreshBasket', 'refetchFlashSales', 'onDone']);
  });

  it('keeps the book open with the spec’s message when the basket cannot be refreshed', async () => {
    const { user, onDone } = renderSelector({ refreshBasket: () => Promise.reject(new Error('cart down')) });
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    await user.click(await screen.findByRole('radio', { name: '312 Walnut St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
