'use client';

import { format, Skeleton } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { useImageStatus } from '../useImageStatus';
import * as styles from './StaticMap.css';
import { useMapPoint, type MapPin, type MapPoint } from './useMapPoint';

export { pointOfPin, type MapPin, type MapPoint } from './useMapPoint';

/** The map's zoom (§9 "Map zoom 14"). */
export const staticMapZoom = 14;

interface StaticMapCommonProps {
  /** The place's address: the map's name, and the placeholder's text. */
  address?: string;
  /**
   * The static map image's URL for a point at a zoom, from the host (which holds the maps key and
   * draws no marker: the pin is ours). Without it, or when it gives nothing, the placeholder shows.
   */
  mapUrl?(point: MapPoint, zoom: number): string | undefined;
  /** 14 by default. */
  zoom?: number;
  /**
   * The screen shows the address beside the map already: the placeholder does not repeat it, so a
   * failed map changes nothing around it.
   */
  addressShown?: boolean;
  className?: string;
}

/** Where the pin goes, and the map's centre: a point, or (`pin`) a point or an address. */
export type StaticMapProps = StaticMapCommonProps &
  (
    | {
        /** A point with coordinates. */
        point: MapPoint;
        pin?: undefined;
      }
    | {
        /**
         * A point, or an address: with its `location` it is placed at once; without, it is
         * geocoded first (the provider's `geocodeAddress`, §7), the frame waiting in its place.
         */
        pin: MapPin;
        point?: undefined;
      }
  );

function Pin({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 32" aria-hidden="true" focusable="false">
      <path d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31Z" />
      <circle className={styles.pinDot} cx="12" cy="12.5" r="4" />
    </svg>
  );
}

/**
 * A static map with a pin (§2), centred on the point at zoom 14. An address without coordinates is
 * geocoded first (§7), the frame holding the map's place meanwhile, so nothing moves when the map
 * comes. Until the image has loaded the pin stays hidden, then fades in (§9 "pin hides for
 * 200 ms"), so it never floats over an empty frame. With no image URL, an address that cannot be
 * placed, or an image that fails, a placeholder shows instead (§8): a neutral drawing named 'Map
 * unavailable' and the address in words.
 */
export function StaticMap({
  address,
  mapUrl,
  zoom = staticMapZoom,
  addressShown = false,
  className,
  ...where
}: StaticMapProps) {
  const messages = useSchedulingWords(itemMessages);
  // Geocoded only for a host that draws maps: without one there is nothing to place.
  const located = useMapPoint(where.pin ?? where.point, Boolean(mapUrl));
  const src = (located.point && mapUrl?.(located.point, zoom)) || undefined;
  const { status, ...handlers } = useImageStatus(src);
  const classes = className ? `${styles.map} ${className}` : styles.map;
  const label = address ? format(messages.staticMapLabel, { address }) : messages.staticMapLabelNoAddress;
  if (mapUrl && located.status === 'locating') {
    return (
      <div className={classes}>
        <div className={styles.frame} role="img" aria-label={label} aria-busy="true">
          <Skeleton shape="rectangle" width="100%" height="100%" className={styles.locating} />
        </div>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={classes}>
        <div className={styles.frame}>
          <svg
            className={styles.drawing}
            viewBox="0 0 320 160"
            preserveAspectRatio="xMidYMid slice"
            role="img"
            aria-label={messages.staticMapPlaceholder}
          >
            <path className={styles.roads} d="M0 52h320M0 118h320M92 0v160M226 0v160M0 160 320 0" />
          </svg>
          <Pin className={styles.pin.placeholder} />
        </div>
        {address && !addressShown && <p className={styles.address}>{address}</p>}
      </div>
    );
  }
  return (
    <div className={classes}>
      <div className={styles.frame}>
        {/* Low priority: the map is never what the shopper came for, so it waits for what they did. */}
        <img src={src} alt={label} className={styles.image} decoding="async" fetchPriority="low" {...handlers} />
        <Pin className={status === 'loaded' ? styles.pin.shown : styles.pin.hidden} />
      </div>
    </div>
  );
}
