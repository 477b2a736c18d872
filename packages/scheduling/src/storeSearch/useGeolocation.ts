'use client';

import { useCallback, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located' }
  /** §8: code 1 (permission denied) has its own message; every other code shares one. */
  | { status: 'failed'; denied: boolean };

export type LatLng = { lat: number; lng: number };

/** The device's position, asked for only when the shopper asks (after their consent). */
export function useGeolocation(): { state: GeolocationState; locate(onLocated: (location: LatLng) => void): void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback((onLocated: (location: LatLng) => void) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', denied: false });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'located' });
        onLocated({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => setState({ status: 'failed', denied: error.code === 1 }),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { state, locate };
}
