'use client';

import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import * as styles from './ScreenSlot.css';

const ScreenActive = createContext(true);

/** False inside a screen kept mounted behind another one (a card form behind its address screens). */
export function useScreenIsActive(): boolean {
  return useContext(ScreenActive);
}

/**
 * Holds one screen of the flyout. A card form stays mounted, hidden, while the shopper picks its
 * billing address, so what they typed (the secure frame's fields too) is still there when they come
 * back and leaving for the list is not counted as abandoning the form. Coming back, focus returns
 * to where it was in the form (the button that opened the list) rather than falling to the page.
 */
export function ScreenSlot({ active, children }: { active: boolean; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    element.addEventListener('focusin', remember);
    return () => element.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    const returning = active && !wasActive.current;
    wasActive.current = active;
    if (returning && lastFocused.current?.isConnected) lastFocused.current.focus();
  }, [active]);
  return (
    <div ref={slot} className={active ? styles.active : undefined} hidden={!active}>
      <ScreenActive.Provider value={active}>{children}</ScreenActive.Provider>
    </div>
  );
}
