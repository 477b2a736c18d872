import { useBanner } from '@aisle/core';
import { deliveryFilterStorageKeys, type DeliveryFilterSettings } from '@aisle/scheduling';
import { useMemo } from 'react';
import { json, localValue, useStoredValue } from '../storedValue';

// Stored as the package writes its flags ('1' on, nothing off), per banner.
const flag = (key: string) =>
  localValue<0 | 1>(
    key,
    json((value) => (value === 1 ? 1 : 0)),
    0,
  );

/**
 * The delivery filters' settings (scheduling spec §4 "Delivery filters"): 'Show {banner} Delivery'
 * and whether its tooltip was seen, kept in this browser per banner; the subtotal for the
 * membership delivery message.
 */
export function useDeliveryFilterSettings(subtotal: number | null): DeliveryFilterSettings {
  const { id } = useBanner();
  const stores = useMemo(
    () => ({
      bannerOnly: flag(deliveryFilterStorageKeys.bannerOnly(id)),
      tooltipSeen: flag(deliveryFilterStorageKeys.tooltipSeen(id)),
    }),
    [id],
  );
  const bannerOnly = useStoredValue(stores.bannerOnly);
  const tooltipSeen = useStoredValue(stores.tooltipSeen);
  return {
    bannerOnly: bannerOnly === 1,
    onBannerOnlyChange: (on) => stores.bannerOnly.write(on ? 1 : 0),
    tooltipSeen: tooltipSeen === 1,
    onTooltipSeen: () => stores.tooltipSeen.write(1),
    subtotal,
  };
}
