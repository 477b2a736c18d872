'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';

// setTimeout treats anything above 2^31 - 1 ms as 0 and would fire at once.
const longestTimeout = 2_147_483_647;

/**
 * Calls `onElapsed` once `duration` ms have passed while not `paused`. Pausing keeps the time
 * already spent (WCAG 2.2.1: people who hover or focus a message get to finish reading it).
 * `undefined` or `Infinity` never elapses.
 */
export function useAutoDismiss(duration: number | undefined, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(duration ?? Infinity);
  const latest = useRef(onElapsed);
  useEffect(() => {
    latest.current = onElapsed;
  });
  // React runs every cleanup before any setup, so this reset lands after the timer below counted down.
  useEffect(() => {
    remaining.current = duration ?? Infinity;
  }, [duration]);
  useEffect(() => {
    if (paused || duration === undefined || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => latest.current(), Math.min(Math.max(remaining.current, 0), longestTimeout));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [duration, paused]);
}

/** True while the pointer is over the element or focus is inside it; spread the handlers on it. */
export function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return [hovered || focused, handlers] as const;
}
