import type { AnalyticsEvent } from '@aisle/core';
import type { BannerId } from '@aisle/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { filterQuotes, type DeliveryFilter } from '../filterQuotes';
import { pricierWeek, testWeek } from '../../testing/filterTestWeek';
import { DeliveryFilters, type DeliveryFiltersProps } from './DeliveryFilters';

const tooltip = 'Delivered by Kroger associates in refrigerated trucks. Freshness guaranteed.';

/** A host: keeps the filter and both flags, and shows how many times the filtered week has. */
function Host({
  initialFilter = 'all',
  initialBannerOnly = false,
  initialSeen = false,
  onTooltipSeen,
  onBannerOnlyChange,
  ...props
}: Partial<DeliveryFiltersProps> & {
  initialFilter?: DeliveryFilter;
  initialBannerOnly?: boolean;
  initialSeen?: boolean;
}) {
  const [filter, setFilter] = useState(initialFilter);
  const [bannerOnly, setBannerOnly] = useState(initialBannerOnly);
  const [seen, setSeen] = useState(initialSeen);
  const quotes = props.quotes ?? testWeek;
  const shown = filterQuotes(quotes, filter, 'kroger-delivery').days.flatMap((day) => day.times);
  return (
    <>
      <DeliveryFilters
        quotes={quotes}
        filter={filter}
        onFilterChange={setFilter}
        bannerOnly={bannerOnly}
        onBannerOnlyChange={(on) => {
          setBannerOnly(on);
          onBannerOnlyChange?.(on);
        }}
        tooltipSeen={seen}
        onTooltipSeen={() => {
          setSeen(true);
          onTooltipSeen?.();
        }}
        {...props}
      />
      <output aria-label="Times shown">{shown.length}</output>
    </>
  );
}

function renderFilters(props: Parameters<typeof Host>[0] = {}, { banner = 'kroger' }: { banner?: BannerId } = {}) {
  const events: AnalyticsEvent[] = [];
  const onTooltipSeen = vi.fn();
  const onBannerOnlyChange = vi.fn();
  const view = render(
    <SchedulingTestProvider handlers={[]} banner={banner} onAnalyticsEvent={(event) => events.push(event)}>
      <Host onTooltipSeen={onTooltipSeen} onBannerOnlyChange={onBannerOnlyChange} {...props} />
    </SchedulingTestProvider>,
  );
  return { ...view, events, onTooltipSeen, onBannerOnlyChange, user: userEvent.setup() };
}

const group = () => screen.getByRole('radiogroup', { name: 'Show delivery times' });
const radios = () => within(group()).getAllByRole('radio');
const shownCount = () => screen.getByRole('status', { name: 'Times shown' }).textContent;
const toggle = (banner = 'Kroger') => screen.getByRole('switch', { name: `Show ${banner} Delivery` });

describe('the filter choice', () => {
  it("offers 'All', '{banner} Delivery' and 'Under $5', 'All' chosen", () => {
    renderFilters();
    expect(radios().map((radio) => radio.getAttribute('value'))).toEqual(['all', 'banner', 'underFive']);
    expect(within(group()).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(within(group()).getByRole('radio', { name: 'Kroger Delivery' })).toHaveProperty('checked', false);
    expect(within(group()).getByRole('radio', { name: 'Under $5' })).toHaveProperty('checked', false);
    expect(shownCount()).toBe('5');
  });

  it('filters the week the host shows when a filter is chosen', async () => {
    const { user } = renderFilters();
    await user.click(screen.getByRole('radio', { name: 'Kroger Delivery' }));
    expect(screen.getByRole('radio', { name: 'Kroger Delivery' })).toHaveProperty('checked', true);
    expect(shownCount()).toBe('2');
    await user.click(screen.getByRole('radio', { name: 'Under $5' }));
    expect(shownCount()).toBe('3');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(shownCount()).toBe('5');
  });

  it('is one stop for the keyboard: Tab enters at the chosen filter, the arrow keys move the choice', async () => {
    const { user } = renderFilters();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Kroger Delivery' })).toHaveProperty('checked', true);
    expect(shownCount()).toBe('2');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Under $5' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
  });

  it("leaves 'Under $5' out when no time costs less than $5", () => {
    renderFilters({ quotes: pricierWeek });
    expect(radios().map((radio) => radio.getAttribute('value'))).toEqual(['all', 'banner']);
    expect(screen.queryByRole('radio', { name: 'Under $5' })).toBeNull();
  });

  it("shows 'All' chosen when the chosen filter is no longer offered", () => {
    renderFilters({ quotes: pricierWeek, initialFilter: 'underFive' });
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
  });

  it("has no '{banner} Delivery' filter for a banner without its own delivery", () => {
    renderFilters({ bannerVendorId: null });
    expect(radios().map((radio) => radio.getAttribute('value'))).toEqual(['all', 'underFive']);
  });

  it('names the banner it is on', () => {
    renderFilters({}, { banner: 'harristeeter' });
    expect(screen.getByRole('radio', { name: 'Harris Teeter Delivery' })).toBeTruthy();
    expect(toggle('Harris Teeter')).toBeTruthy();
    expect(
      screen.getByText('Delivered by Harris Teeter associates in refrigerated trucks. Freshness guaranteed.'),
    ).toBeTruthy();
  });
});

describe("'Show {banner} Delivery'", () => {
  it('is a switch, off unless the host says banner-only delivery is on', () => {
    renderFilters();
    expect(toggle()).toHaveProperty('checked', false);
    renderFilters({ initialBannerOnly: true, initialSeen: true });
    expect(screen.getAllByRole('switch', { name: 'Show Kroger Delivery' })[1]).toHaveProperty('checked', true);
  });

  it('reports turning on and off to the host, and records each in analytics', async () => {
    const { user, events, onBannerOnlyChange } = renderFilters({ initialSeen: true });
    await user.click(screen.getByRole('radio', { name: 'Under $5' }));
    await user.click(toggle());
    expect(onBannerOnlyChange).toHaveBeenLastCalledWith(true);
    expect(toggle()).toHaveProperty('checked', true);
    await user.click(toggle());
    expect(onBannerOnlyChange).toHaveBeenLastCalledWith(false);
    expect(onBannerOnlyChange).toHaveBeenCalledTimes(2);
    expect(events).toEqual([
      {
        type: 'scheduling_banner_delivery_toggled',
        enabled: true,
        banner: 'kroger',
        vendorId: 'kroger-delivery',
        filter: 'underFive',
      },
      {
        type: 'scheduling_banner_delivery_toggled',
        enabled: false,
        banner: 'kroger',
        vendorId: 'kroger-delivery',
        filter: 'underFive',
      },
    ]);
  });

  it('flips with Space from the keyboard', async () => {
    const { user, onBannerOnlyChange, events } = renderFilters({ initialSeen: true });
    toggle().focus();
    await user.keyboard(' ');
    expect(onBannerOnlyChange).toHaveBeenLastCalledWith(true);
    expect(events).toHaveLength(1);
  });

  it('sends nothing to analytics while only the filter changes', async () => {
    const { user, events } = renderFilters({ initialSeen: true });
    await user.click(screen.getByRole('radio', { name: 'Kroger Delivery' }));
    expect(events).toEqual([]);
  });
});

describe('the tooltip, once per shopper', () => {
  it('shows to a shopper who has not seen it, describes the switch, and is reported seen once', () => {
    const { onTooltipSeen } = renderFilters();
    const tip = screen.getByText(tooltip);
    expect(toggle().getAttribute('aria-describedby')).toContain(tip.id);
    expect(onTooltipSeen).toHaveBeenCalledTimes(1);
  });

  it('stays for this visit after the host remembers it, until the shopper closes it', async () => {
    const { user, onTooltipSeen } = renderFilters();
    // The host now says it has been seen: still shown, and not reported again.
    expect(screen.getByText(tooltip)).toBeTruthy();
    await user.click(toggle());
    expect(screen.getByText(tooltip)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(tooltip)).toBeNull();
    expect(toggle().getAttribute('aria-describedby')).toBeNull();
    expect(onTooltipSeen).toHaveBeenCalledTimes(1);
  });

  it('closes from the keyboard', async () => {
    const { user } = renderFilters();
    screen.getByRole('button', { name: 'Got it' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(tooltip)).toBeNull();
  });

  it('never shows again once seen', () => {
    const { onTooltipSeen } = renderFilters({ initialSeen: true });
    expect(screen.queryByText(tooltip)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(onTooltipSeen).not.toHaveBeenCalled();
  });

  it('shows when the host learns only after the first render that it was never seen', () => {
    const onTooltipSeen = vi.fn();
    const props = {
      quotes: testWeek,
      filter: 'all' as const,
      onFilterChange: () => undefined,
      bannerOnly: false,
      onBannerOnlyChange: () => undefined,
      onTooltipSeen,
    };
    const { rerender } = render(
      <SchedulingTestProvider handlers={[]}>
        <DeliveryFilters {...props} tooltipSeen />
      </SchedulingTestProvider>,
    );
    expect(screen.queryByText(tooltip)).toBeNull();
    rerender(
      <SchedulingTestProvider handlers={[]}>
        <DeliveryFilters {...props} tooltipSeen={false} />
      </SchedulingTestProvider>,
    );
    expect(screen.getByText(tooltip)).toBeTruthy();
    expect(onTooltipSeen).toHaveBeenCalledTimes(1);
  });
});
