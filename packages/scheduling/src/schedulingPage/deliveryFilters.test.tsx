import { ServiceError } from '@aisle/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryModality, pickupModality, renderPage } from '../testing/schedulingPageTesting';
import type { DeliveryFilterSettings } from './SchedulingForm/useDeliveryFilters';

function filterSettings(overrides: Partial<DeliveryFilterSettings> = {}): DeliveryFilterSettings {
  return {
    bannerOnly: false,
    onBannerOnlyChange: vi.fn(),
    tooltipSeen: true,
    onTooltipSeen: vi.fn(),
    onModalityChange: vi.fn(),
    subtotal: 20,
    ...overrides,
  };
}

const times = async () => {
  const group = await screen.findByRole('radiogroup', { name: /^Delivery times for/ });
  return within(group).getAllByRole('radio');
};
// Each time's cost and vendor are its description.
const vendorsShown = async () =>
  (await times()).map((radio) =>
    (radio.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('the scheduling page with the delivery filters', () => {
  it('offers the filters over the times, and a chosen filter narrows them', async () => {
    const { user } = renderPage({ deliveryFilters: filterSettings() });
    const before = (await times()).length;
    await user.click(screen.getByRole('radio', { name: 'Under $5' }));
    const after = await vendorsShown();
    expect(after.length).toBeLessThan(before);
    expect(after.every((text) => /\$[0-4]\.\d\d|Free/.test(text))).toBe(true);
  });

  it('shows only the banner’s own delivery while Show Kroger Delivery is on', async () => {
    renderPage({ deliveryFilters: filterSettings({ bannerOnly: true }) });
    const shown = await vendorsShown();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text.includes('Kroger Delivery'))).toBe(true);
    expect(screen.getByRole('switch', { name: 'Show Kroger Delivery' })).toHaveProperty('checked', true);
  });

  it('toggling Show Kroger Delivery on tells the host and asks for the times again', async () => {
    const settings = filterSettings();
    const { user, names, rerenderPage } = renderPage({ deliveryFilters: settings });
    await times();
    await user.click(screen.getByRole('switch', { name: 'Show Kroger Delivery' }));
    expect(settings.onBannerOnlyChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(names()).toEqual(['getQuotes', 'getQuotes']));
    rerenderPage({ deliveryFilters: { ...settings, bannerOnly: true } });
    expect((await vendorsShown()).every((text) => text.includes('Kroger Delivery'))).toBe(true);
  });

  it('toggling it on and off switches the active modality to the banner’s own delivery and back (FILT-10)', async () => {
    const onModalityChange = vi.fn();
    const settings = filterSettings({ onModalityChange });
    const { user, rerenderPage } = renderPage({ deliveryFilters: settings });
    await times();
    await user.click(screen.getByRole('switch', { name: 'Show Kroger Delivery' }));
    expect(onModalityChange).toHaveBeenLastCalledWith({ ...deliveryModality, deliveryService: 'ocado' });

    const bannerDelivery = { ...deliveryModality, deliveryService: 'ocado' as const };
    rerenderPage({ activeModality: bannerDelivery, deliveryFilters: { ...settings, bannerOnly: true } });
    await user.click(screen.getByRole('switch', { name: 'Show Kroger Delivery' }));
    expect(onModalityChange).toHaveBeenLastCalledWith(deliveryModality);
    expect(onModalityChange.mock.lastCall?.[0]).not.toHaveProperty('deliveryService');
  });

  it('toggling it off switches to all delivery and asks for the times again', async () => {
    const settings = filterSettings({ bannerOnly: true });
    const { user, names, rerenderPage } = renderPage({ deliveryFilters: settings });
    await times();
    await user.click(screen.getByRole('switch', { name: 'Show Kroger Delivery' }));
    expect(settings.onBannerOnlyChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(names()).toEqual(['getQuotes', 'getQuotes']));
    rerenderPage({ deliveryFilters: { ...settings, bannerOnly: false } });
    await waitFor(async () => expect((await vendorsShown()).some((text) => text.includes('Instacart'))).toBe(true));
  });

  it('tells a shopper below the free-delivery minimum how much more to spend', async () => {
    renderPage({ deliveryFilters: filterSettings() });
    await times();
    expect(screen.getByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toBeTruthy();
  });

  it('turns banner-only delivery off and says so when the banner has no times left', async () => {
    const settings = filterSettings({ bannerOnly: true });
    const { user } = renderPage(
      { deliveryFilters: settings },
      {
        calls: {
          getQuotes: () => Promise.reject(new ServiceError({ status: 404, code: 'NO_TIMESLOTS_AVAILABLE' })),
        },
      },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Kroger Delivery Unavailable' });
    expect(settings.onBannerOnlyChange).toHaveBeenCalledWith(false);
    expect(settings.onModalityChange).toHaveBeenLastCalledWith(deliveryModality);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Scheduler' }));
    expect(screen.queryByRole('alertdialog', { name: 'Kroger Delivery Unavailable' })).toBeNull();
  });

  it('shows no filters for pickup', async () => {
    renderPage({ fulfillmentType: 'PICKUP', activeModality: pickupModality, deliveryFilters: filterSettings() });
    await screen.findByRole('radiogroup', { name: /^Pickup times for/ });
    expect(screen.queryByRole('radio', { name: 'All' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
