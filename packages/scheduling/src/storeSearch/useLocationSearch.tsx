'use client';

import { useState, type ReactNode } from 'react';
import { LocationConsentModal } from '../locationConsent/LocationConsentModal';
import { useLocationConsent } from '../locationConsent/useLocationConsent';
import { useSchedulingWords } from '../words';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useGeolocation, type LatLng } from './useGeolocation';

export interface LocationSearch {
  /** 'Use My Location': with consent, locates at once; without, asks first (§4 "Postal-code search"). */
  searchByLocation(): void;
  /** The consent modal, to render beside the search. */
  consentModal: ReactNode;
  /** Why the device could not be located (§8), or nothing. */
  message: string | undefined;
  locating: boolean;
}

/** Searching by the device's location, only ever with the shopper's consent (§4, §6). */
export function useLocationSearch({
  signedIn,
  onLocated,
}: {
  signedIn: boolean;
  onLocated(location: LatLng): void;
}): LocationSearch {
  const messages = useSchedulingWords(selectorMessages);
  const { granted } = useLocationConsent({ signedIn });
  const { state, locate } = useGeolocation();
  const [asking, setAsking] = useState(false);
  const consentModal = (
    <LocationConsentModal
      open={asking}
      onOpenChange={setAsking}
      signedIn={signedIn}
      // In the press itself: the browser asks for its permission from the shopper's own gesture.
      onDecision={(yes) => yes && locate(onLocated)}
    />
  );
  const message =
    state.status === 'failed'
      ? state.denied
        ? messages.geolocationDenied
        : messages.geolocationUnavailable
      : undefined;
  return {
    searchByLocation: () => (granted ? locate(onLocated) : setAsking(true)),
    consentModal,
    message,
    locating: state.status === 'locating',
  };
}
