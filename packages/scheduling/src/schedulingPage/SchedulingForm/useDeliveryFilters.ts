'use client';

import { bannerDeliveryService, type ActiveModality, type QuotesResponse } from '@aisle/contracts/scheduling';
import { useBanner } from '@aisle/core';
import { useCallback, useEffect, useState } from 'react';
import { shouldFallBackToAllDelivery } from '../../deliveryFilters/bannerOnly';
import {
  availableFilters,
  bannerDeliveryVendorId,
  filterQuotes,
  resolveFilter,
  type DeliveryFilter,
} from '../../deliveryFilters/filterQuotes';

/** The host's side of the delivery filters (§4 "Delivery filters"): its flags and where it keeps them. */
export interface DeliveryFilterSettings {
  /** 'Show {banner} Delivery' is on (the host keeps the flag, `deliveryFilterStorageKeys.bannerOnly`). */
  bannerOnly: boolean;
  /**
   * The shopper turned it on or off, or a quotes error turned it off: keep the flag and update the
   * active modality (§4). The page asks for the times again itself when the shopper toggles.
   */
  onBannerOnlyChange(on: boolean): void;
  /**
   * The active modality, switched to the banner's own delivery (`deliveryService`
   * `bannerDeliveryService`) when banner-only delivery turns on and back to any delivery when it
   * turns off (§4): set it as the selector's choice is set. Without it the modality stays as it was.
   */
  onModalityChange?: ((modality: ActiveModality) => void) | undefined;
  /** The toggle's tooltip was shown to this shopper before. */
  tooltipSeen: boolean;
  onTooltipSeen(): void;
  /** The basket's subtotal in dollars, for the membership delivery message. */
  subtotal?: number | null;
}

type Quotes = QuotesResponse['data'];

/**
 * The filter the shopper chose and the week it leaves; banner-only delivery shows the banner's own
 * times whatever the filter. Toggling it, either way, asks for the times again (§4). A quotes error
 * of the banner-only kind turns it off and asks for the '{banner} Delivery Unavailable' modal
 * (ambiguity 11); that does not ask again, since the times just failed and the page offers Try Again.
 */
export function useDeliveryFilters(
  settings: DeliveryFilterSettings | undefined,
  activeModality: ActiveModality | null | undefined,
  quotes: Quotes | undefined,
  error: unknown,
  reloadQuotes: () => void,
) {
  const { id } = useBanner();
  const vendor = bannerDeliveryVendorId(id);
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const bannerOnly = settings?.bannerOnly ?? false;
  const onBannerOnlyChange = settings?.onBannerOnlyChange;
  const onModalityChange = settings?.onModalityChange;
  // The flag and the modality move together, whoever turns banner-only delivery on or off.
  const setBannerOnly = useCallback(
    (on: boolean) => {
      onBannerOnlyChange?.(on);
      if (!activeModality || !onModalityChange) return;
      const { deliveryService: _previous, ...rest } = activeModality;
      onModalityChange(on ? { ...rest, deliveryService: bannerDeliveryService } : rest);
    },
    [activeModality, onBannerOnlyChange, onModalityChange],
  );
  // The error that turned banner-only delivery off, noted while rendering (it comes with new
  // quotes), then told to the host; the modal shows until the shopper goes on.
  const [fallbackError, setFallbackError] = useState<unknown>(null);
  const [closedFor, setClosedFor] = useState<unknown>(null);
  if (error && error !== fallbackError && shouldFallBackToAllDelivery(error, bannerOnly)) setFallbackError(error);
  useEffect(() => {
    if (fallbackError !== null && bannerOnly) setBannerOnly(false);
  }, [fallbackError, bannerOnly, setBannerOnly]);

  const applied: DeliveryFilter = bannerOnly ? 'banner' : filter;
  const shown =
    quotes && settings
      ? filterQuotes(quotes, resolveFilter(applied, availableFilters(quotes, vendor)), vendor)
      : quotes;
  const unavailable = fallbackError !== null && closedFor !== fallbackError;
  const toggleBannerOnly = (on: boolean) => {
    setBannerOnly(on);
    reloadQuotes();
  };
  return {
    filter,
    setFilter,
    shown,
    toggleBannerOnly,
    unavailable,
    closeUnavailable: () => setClosedFor(fallbackError),
  };
}
