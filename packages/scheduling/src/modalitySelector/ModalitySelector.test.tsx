import type { BannerId } from '@aisle/contracts';
import type { AnalyticsEvent } from '@aisle/core';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corryville, crossBannerStore, overTheRhine } from '../testing/fixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { PostalCodeForm } from '../storeSearch/PostalCodeForm';
import { ModalitySelector, type ModalitySelectorProps } from './ModalitySelector';
import { ModalitySelectorModal } from './ModalitySelectorModal';

function renderSelector(
  props: Partial<ModalitySelectorProps> = {},
  { banner = 'kroger', handlerOptions = {} }: { banner?: BannerId; handlerOptions?: SchedulingHandlersOptions } = {},
) {
  const onModalityChange = vi.fn<(modality: ActiveModality) => void>();
  const onDone = vi.fn();
  render(
    <SchedulingTestProvider banner={banner} handlers={schedulingHandlers(handlerOptions)}>
      <ModalitySelector onModalityChange={onModalityChange} onDone={onDone} {...props} />
    </SchedulingTestProvider>,
  );
  return { onModalityChange, onDone, user: userEvent.setup() };
}

const zipField = <T extends HTMLElement = HTMLElement>() => screen.getByRole<T>('textbox', { name: 'ZIP Code' });

async function searchPickup(user: ReturnType<typeof userEvent.setup>, zip = '45202') {
  await user.click(screen.getByRole('button', { name: 'Pickup' }));
  await user.type(zipField(), zip);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the modality selector, V1', () => {
  it('asks how the shopper is shopping and lists the banner’s ways to shop', () => {
    renderSelector();
    expect(screen.getByRole('heading', { level: 1, name: 'How are you shopping today?' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Ways to shop' });
    const choices = within(list).getAllByRole('button');
    expect(
      within(list).getByRole('button', { name: 'Pickup', description: 'Order online and pick up at a store.' }),
    ).toBeTruthy();
    expect(choices.map((button) => button.textContent)).toEqual(['Pickup', 'Delivery', 'In Store', 'Ship']);
  });

  it('says how soon Ship arrives: the default shipping timeline, As soon as 1-3 days', () => {
    renderSelector();
    const ship = screen.getByRole('button', { name: 'Ship' });
    expect(ship.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship', description: /As soon as 1-3 days/ })).toBe(ship);
  });

  it('offers only what the banner can do: food4less shops in store and ships', () => {
    renderSelector({}, { banner: 'food4less' });
    const buttons = within(screen.getByRole('list', { name: 'Ways to shop' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['In Store', 'Ship']);
  });

  it('reads “Change Store” once a way of shopping is chosen', () => {
    const active: ActiveModality = {
      id: 'PICKUP-01400352',
      modalityType: 'PICKUP',
      destination: { locationId: '01400352', ...(overTheRhine.address && { address: overTheRhine.address }) },
      createdDate: '2026-11-20T10:00:00.000Z',
      source: 'Options',
    };
    renderSelector({ activeModality: active });
    expect(screen.getByRole('heading', { level: 1, name: 'Change Store' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pickup' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pickup' }).getAttribute('aria-describedby')).toMatch(/current/);
    expect(screen.getByText('Now: 1420 Vine St')).toBeTruthy();
  });

  it('finds the stores near a ZIP code, nearest first, with what a card shows', async () => {
    const { user } = renderSelector();
    await searchPickup(user);
    const list = await screen.findByRole('region', { name: 'Stores near 45202' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Kroger Over-the-Rhine',
      'Kroger Corryville',
      'Kroger Oakley',
      'Kroger Western Hills',
    ]);
    const [firstCard, secondCard, closedCard] = cards;
    if (!firstCard || !secondCard || !closedCard) throw new Error('expected four store cards');
    const first = within(firstCard);
    expect(first.getByText('1420 Vine St')).toBeTruthy();
    expect(first.getByText('0.63 mi')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    expect(first.getByText('Open until 12:00 AM')).toBeTruthy();
    expect(first.getByText('Currently Shopping')).toBeTruthy();
    const closed = within(closedCard);
    expect(closed.getByText('Closed')).toBeTruthy();
    expect(closed.getByText('Opens at 6:00 AM')).toBeTruthy();
    expect(within(secondCard).queryByText('Currently Shopping')).toBeNull();
  });

  it('sets the chosen store as the active modality from the options, then is done', async () => {
    const { user, onModalityChange, onDone } = renderSelector();
    await searchPickup(user);
    await user.click(await screen.findByRole('button', { name: 'Select Store Kroger Corryville' }));
    expect(onModalityChange).toHaveBeenCalledWith({
      id: 'PICKUP-01400378',
      modalityType: 'PICKUP',
      destination: { locationId: '01400378', address: corryville.address },
      createdDate: '2026-11-22T12:00:00.000Z',
      source: 'Options',
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps the selector open with the spec’s message when the choice cannot be set', async () => {
    const { user, onModalityChange, onDone } = renderSelector();
    onModalityChange.mockRejectedValueOnce(new Error('cart service down'));
    await searchPickup(user);
    await user.click(await screen.findByRole('button', { name: 'Select Store Kroger Corryville' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('links a cross-banner store to its banner’s site instead of choosing it', async () => {
    const { user } = renderSelector({}, { handlerOptions: { stores: [overTheRhine, crossBannerStore] } });
    await searchPickup(user);
    const link = await screen.findByRole('link', { name: /Shop at Food 4 Less/ });
    expect(link.getAttribute('href')).toBe('https://www.food4less.com/');
    expect(screen.queryByRole('button', { name: /Select Store Food 4 Less/ })).toBeNull();
  });

  it('caps typing at 5 digits and drops anything but digits', async () => {
    const { user } = renderSelector();
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.type(zipField(), '4a5-2021');
    expect((zipField() as HTMLInputElement).value).toBe('45202');
  });

  it('refuses fewer than 5 digits with the invalid message, keeping what was typed', async () => {
    const { user } = renderSelector();
    await searchPickup(user, '452');
    expect(zipField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeTruthy();
    expect((zipField() as HTMLInputElement).value).toBe('452');
    expect(screen.queryByRole('region', { name: /Stores near/ })).toBeNull();
  });

  it('records a refused code as a client constraint error in analytics, and a searched one not', async () => {
    const events: AnalyticsEvent[] = [];
    render(
      <SchedulingTestProvider onAnalyticsEvent={(event) => events.push(event)}>
        <ModalitySelector onModalityChange={vi.fn()} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await searchPickup(user, '452');
    expect(events).toEqual([{ type: 'scheduling_postal_code_client_constraint', reason: 'length' }]);
    await user.type(zipField(), '02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: 'Stores near 45202' });
    expect(events.filter((event) => event.type === 'scheduling_postal_code_client_constraint')).toHaveLength(1);
  });

  it('records a code that is not numeric as such, from a host’s own store chooser', async () => {
    const onAnalyticsEvent = vi.fn<(event: AnalyticsEvent) => void>();
    const onSearch = vi.fn();
    render(
      <SchedulingTestProvider onAnalyticsEvent={onAnalyticsEvent}>
        <PostalCodeForm value="4520A" onChange={vi.fn()} onSearch={onSearch} />
      </SchedulingTestProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      type: 'scheduling_postal_code_client_constraint',
      reason: 'notNumeric',
    });
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the stores’ loading indicator only once the search has taken 200 ms', async () => {
    const { user } = renderSelector({}, { handlerOptions: { failures: { modalityOptions: 'never' } } });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.type(zipField(), '45202');
    const loading = () => screen.queryByText('Finding stores', { selector: '[role="status"] *' });
    vi.useFakeTimers();
    try {
      // The search starts now; it never answers, so only the clock decides what shows.
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await act(() => vi.advanceTimersByTimeAsync(199));
      expect(loading()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(loading()).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the invalid message, not the failure panel, for a code the service refuses (400)', async () => {
    const { user } = renderSelector(
      {},
      { handlerOptions: { failures: { modalityOptions: { status: 400, code: 'INVALID_POSTAL_CODE' } } } },
    );
    await searchPickup(user);
    expect(await screen.findByText('Please enter a valid 5-digit ZIP code.')).toBeTruthy();
    expect(screen.queryByText("sorry, it's not you, it's us")).toBeNull();
  });

  it('says no stores are available when none are near', async () => {
    const { user } = renderSelector({}, { handlerOptions: { stores: [] } });
    await searchPickup(user);
    expect(await screen.findByRole('heading', { name: 'No Stores Are Available' })).toBeTruthy();
    expect(
      screen.getByText(
        'There were no stores found near your location. Please enter a different postal code and try again.',
      ),
    ).toBeTruthy();
  });

  it('when the options fail, says it is not the shopper, and Try Again searches again', async () => {
    const { user } = renderSelector(
      {},
      { handlerOptions: { failures: { modalityOptions: { status: 503, times: 1 } } } },
    );
    await searchPickup(user);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: "sorry, it's not you, it's us" })).toBeTruthy();
    expect(
      within(panel).getByText('We could not load the ways to shop near 45202. Please try again in a moment.'),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Stores near 45202' })).toBeTruthy();
  });

  it('Back returns to the ways to shop and clears the postal code', async () => {
    const { user } = renderSelector();
    await searchPickup(user);
    await screen.findByRole('region', { name: 'Stores near 45202' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Ways to shop' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'In Store' }));
    expect((zipField() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('region', { name: /Stores near/ })).toBeNull();
  });
});

describe('the modality selector, V2', () => {
  it('puts Pickup, Delivery and In Store on tabs, each with its own content', async () => {
    const { user, onModalityChange } = renderSelector({ version: 'V2' });
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to shop' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Pickup', 'Delivery', 'In Store']);
    await user.click(screen.getByRole('tab', { name: 'In Store' }));
    await user.type(zipField(), '45202');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Select Store Kroger Oakley' }));
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      modalityType: 'IN_STORE',
      destination: { locationId: '01400420' },
    });
  });

  it('opened from the cart, skips the tabs and shows only the current way of shopping', async () => {
    const active: ActiveModality = {
      id: 'PICKUP-01400352',
      modalityType: 'PICKUP',
      destination: { locationId: '01400352' },
      createdDate: '2026-11-20T10:00:00.000Z',
      source: 'Options',
    };
    renderSelector({ version: 'V2', openedFrom: 'cart', activeModality: active });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Store' })).toBeTruthy();
    expect(zipField()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('changing store starts from the current store’s ZIP code, its stores listed at once (§5)', async () => {
    const active: ActiveModality = {
      id: 'PICKUP-01400352',
      modalityType: 'PICKUP',
      destination: { locationId: '01400352', ...(overTheRhine.address && { address: overTheRhine.address }) },
      createdDate: '2026-11-20T10:00:00.000Z',
      source: 'Options',
    };
    const { user } = renderSelector({ openedFrom: 'cart', activeModality: active });
    expect(zipField<HTMLInputElement>().value).toBe('45202');
    await user.click(await screen.findByRole('button', { name: 'Select Store Kroger Corryville' }));
  });

  it('from delivery, the store search starts from the delivery address’s ZIP code (§5)', async () => {
    const active: ActiveModality = {
      id: 'DELIVERY-home',
      modalityType: 'DELIVERY',
      destination: {
        locationId: '01400943',
        address: {
          addressLines: ['3060 Madison Rd'],
          cityTown: 'Cincinnati',
          stateProvince: 'OH',
          postalCode: '45209-1234',
          countryCode: 'US',
        },
      },
      createdDate: '2026-11-20T10:00:00.000Z',
      source: 'Options',
    };
    const { user } = renderSelector({ activeModality: active });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    expect(zipField<HTMLInputElement>().value).toBe('45209');
    expect(await screen.findByRole('region', { name: 'Stores near 45209' })).toBeTruthy();
    // Back clears it, as it clears any code typed (§2).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    expect(zipField<HTMLInputElement>().value).toBe('');
  });
});

describe('the modality selector as a modal', () => {
  it('is a dialog named by its header with a close button, and closes on a choice', async () => {
    const onOpenChange = vi.fn();
    const onModalityChange = vi.fn();
    render(
      <SchedulingTestProvider>
        <ModalitySelectorModal open onOpenChange={onOpenChange} onModalityChange={onModalityChange} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'How are you shopping today?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await searchPickup(user);
    await user.click(await screen.findByRole('button', { name: 'Select Store Kroger Over-the-Rhine' }));
    expect(onModalityChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
