'use client';

import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/** '0.3s' or '300ms' (the first of a list) in milliseconds; 0 when there is none. */
export function durationMs(cssDuration: string): number {
  const [first = ''] = cssDuration.split(',');
  const value = Number.parseFloat(first);
  if (!Number.isFinite(value)) return 0;
  return first.trim().endsWith('ms') ? value : value * 1000;
}

/**
 * Moves a frame's height from what it is now to `to` over the transition its stylesheet gives it,
 * then lets go, so at rest the frame is as tall as what it holds. Heights of content that comes and
 * goes cannot be transitioned by CSS alone (`auto` does not interpolate), so the frame is held at
 * fixed heights while it moves; `done` runs once it is there, and what it renders is on the page
 * before the frame lets go. With no transition (reduced motion) it is there at once: call it from a
 * layout effect, and the change and `done`'s are painted together.
 */
export function useHeightTransition() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((frame: HTMLElement, to: number, done?: () => void) => {
    clearTimeout(timer.current);
    const letGo = () => {
      frame.style.removeProperty('height');
      frame.style.removeProperty('overflow');
    };
    const duration = durationMs(getComputedStyle(frame).transitionDuration);
    if (duration <= 0) {
      letGo();
      done?.();
      return;
    }
    frame.style.overflow = 'hidden';
    frame.style.height = `${frame.getBoundingClientRect().height}px`;
    // Read the layout so the browser starts from there, not from where the frame ends up.
    void frame.offsetHeight;
    frame.style.height = `${to}px`;
    timer.current = setTimeout(() => {
      // `done` first, rendered at once: what it removes goes while the frame holds the height without it.
      if (done) flushSync(done);
      letGo();
    }, duration);
  }, []);
}
