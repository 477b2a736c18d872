import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as a page the browser loads does: the router keeps the window's
 * scroll, so leaving the foot of a long page (the scheduling step's Continue) opened the next one
 * scrolled past its heading. Only a new path scrolls; a query of the same page (a tab) does not.
 */
export function useScrollToTopOnNavigate(): void {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [path]);
}
