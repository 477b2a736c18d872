'use client';

import { useAnalytics, useBanner } from '@aisle/core';
import { format } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { filterMessages } from '../filterMessages';
import { BannerDeliveryToggle } from '../BannerDeliveryToggle';
import { bannerDeliveryToggled } from '../filterAnalytics';
import {
  availableFilters,
  bannerDeliveryVendorId,
  resolveFilter,
  type DeliveryFilter,
  type QuotedWeek,
} from '../filterQuotes';
import { FilterChoice } from '../FilterChoice';
import * as styles from './DeliveryFilters.css';

export interface DeliveryFiltersProps {
  /** The week as quoted, before any filter: it decides which filters are offered. */
  quotes: QuotedWeek;
  /** The chosen filter; one no longer offered shows as 'All' (apply `resolveFilter` the same way). */
  filter: DeliveryFilter;
  onFilterChange(filter: DeliveryFilter): void;
  /** 'Show {banner} Delivery' is on: the quotes are the banner's own delivery only. */
  bannerOnly: boolean;
  /**
   * The shopper turned banner-only delivery on or off (already recorded in analytics). The host sets
   * its flag, updates the active modality (on) and asks for the quotes again (§4).
   */
  onBannerOnlyChange(on: boolean): void;
  /** The toggle's tooltip has been shown to this shopper before (the host remembers it). */
  tooltipSeen: boolean;
  /** The tooltip has just been shown: remember it (`deliveryFilterStorageKeys.tooltipSeen`). */
  onTooltipSeen(): void;
  /**
   * The banner's own delivery vendor; `{banner}-delivery` by default, as the reference service
   * names it. null when the banner has none: no '{banner} Delivery' filter then.
   */
  bannerVendorId?: string | null;
}

const labelKeys = {
  all: 'filterAll',
  banner: 'filterBannerDelivery',
  underFive: 'filterUnderFive',
} as const satisfies Record<DeliveryFilter, keyof typeof filterMessages>;

/**
 * The delivery filters (§4): 'All', '{banner} Delivery' and, when some time costs less than $5,
 * 'Under $5'; then the 'Show {banner} Delivery' toggle with its once-per-shopper tooltip. Controlled:
 * the host keeps the filter and both flags, and applies `filterQuotes` to the times it shows.
 */
export function DeliveryFilters({
  quotes,
  filter,
  onFilterChange,
  bannerOnly,
  onBannerOnlyChange,
  tooltipSeen,
  onTooltipSeen,
  bannerVendorId,
}: DeliveryFiltersProps) {
  const messages = useSchedulingWords(filterMessages);
  const banner = useBanner();
  const track = useAnalytics();
  const vendorId = bannerVendorId === undefined ? bannerDeliveryVendorId(banner.id) : bannerVendorId;
  const available = availableFilters(quotes, vendorId);
  const chosen = resolveFilter(filter, available);

  const toggle = (on: boolean) => {
    track(bannerDeliveryToggled({ enabled: on, banner: banner.id, vendorId, filter: chosen }));
    onBannerOnlyChange(on);
  };

  return (
    <div className={styles.filters}>
      <FilterChoice
        legend={messages.filterLegend}
        options={available.map((value) => ({
          value,
          label: format(messages[labelKeys[value]], { banner: banner.title }),
        }))}
        value={chosen}
        onChange={onFilterChange}
      />
      <BannerDeliveryToggle on={bannerOnly} onChange={toggle} tooltipSeen={tooltipSeen} onTooltipSeen={onTooltipSeen} />
    </div>
  );
}
