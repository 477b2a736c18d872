'use client';

import { useEffect, useRef } from 'react';
import { useWalletAnalytics } from './FlyoutContext';

/**
 * §2/§4: leaving a form sends an abandonment analytic, once per form, unless it was saved. Call
 * `markSaved()` when the form succeeds.
 */
export function useAbandonment(form: string): { markSaved(): void } {
  const track = useWalletAnalytics();
  const saved = useRef(false);
  const latestTrack = useRef(track);
  useEffect(() => {
    latestTrack.current = track;
  }, [track]);
  useEffect(() => {
    saved.current = false;
    let logged = false;
    return () => {
      if (saved.current || logged) return;
      logged = true;
      latestTrack.current('wallet_form_abandoned', { form });
    };
  }, [form]);
  return {
    markSaved: () => {
      saved.current = true;
    },
  };
}
