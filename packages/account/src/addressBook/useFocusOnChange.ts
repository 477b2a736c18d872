'use client';

import { useEffect, useRef } from 'react';

/**
 * Focuses the returned element whenever `view` changes after the first render, so a screen reader
 * hears the new view's heading (WAI-ARIA APG: move focus when content is replaced).
 */
export function useFocusOnChange<T extends HTMLElement>(view: string) {
  const ref = useRef<T>(null);
  const first = useRef(view);
  useEffect(() => {
    if (first.current === view) return;
    first.current = '';
    ref.current?.focus();
  }, [view]);
  return ref;
}
