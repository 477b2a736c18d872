'use client';

import { format } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { useImageStatus } from '../useImageStatus';
import * as styles from './StaticMap.css';

/** The map's zoom (§9 "Map zoom 14"). */
export const staticMapZoom = 14;

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface StaticMapProps {
  /** Where the pin goes; the map is centred on it. */
  point: MapPoint;
  /** The place's address: the map's name, and the placeholder's text. */
  address?: string;
  /**
   * The static map image's URL for a point at a zoom, from the host (which holds the maps key and
   * draws no marker: the pin is ours). Without it, or when it gives nothing, the placeholder shows.
   */
  mapUrl?(point: MapPoint, zoom: number): string | undefined;
  /** 14 by default. */
  zoom?: number;
  className?: string;
}

function Pin({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 32" aria-hidden="true" focusable="false">
      <path d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31Z" />
      <circle className={styles.pinDot} cx="12" cy="12.5" r="4" />
    </svg>
  );
}

/**
 * A static map with a pin (§2), centred on the point at zoom 14. Until the image has loaded the
 * pin stays hidden, then fades in (§9 "pin hides for 200 ms"), so it never floats over an empty
 * frame. With no image URL, or when the image fails, a placeholder shows instead (§8): a neutral
 * drawing named 'Map unavailable' and the address in words.
 */
export function StaticMap({ point, address, mapUrl, zoom = staticMapZoom, className }: StaticMapProps) {
  const messages = useSchedulingWords(itemMessages);
  const src = mapUrl?.(point, zoom) || undefined;
  const { status, ...handlers } = useImageStatus(src);
  const classes = className ? `${styles.map} ${className}` : styles.map;
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
        {address && <p className={styles.address}>{address}</p>}
      </div>
    );
  }
  return (
    <div className={classes}>
      <div className={styles.frame}>
        <img
          src={src}
          alt={address ? format(messages.staticMapLabel, { address }) : messages.staticMapLabelNoAddress}
          className={styles.image}
          {...handlers}
        />
        <Pin className={status === 'loaded' ? styles.pin.shown : styles.pin.hidden} />
      </div>
    </div>
  );
}
