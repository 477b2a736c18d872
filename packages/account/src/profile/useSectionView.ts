'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where focus goes when the view closes: the heading after a change was saved, the opening button after Cancel. */
export type SectionFocus = 'heading' | 'action';

export interface SectionView {
  open: boolean;
  openView(): void;
  closeView(focus: SectionFocus): void;
}

/**
 * A profile section's inner view (the edit form, the store search), opened in place of or under
 * its content. Closing it puts focus back where the shopper can carry on (WAI-ARIA APG: focus must
 * not fall to the page when the focused content goes away).
 */
export function useSectionView(
  heading: RefObject<HTMLHeadingElement | null>,
  action: RefObject<HTMLButtonElement | null>,
): SectionView {
  const [open, setOpen] = useState(false);
  const focusOnClose = useRef<SectionFocus | null>(null);

  // After the render that closed the view, once the opening button is back in the page.
  useEffect(() => {
    const target = focusOnClose.current;
    if (open || !target) return;
    focusOnClose.current = null;
    (target === 'heading' ? heading : action).current?.focus();
  }, [open, heading, action]);

  return {
    open,
    openView: () => setOpen(true),
    closeView: (focus) => {
      focusOnClose.current = focus;
      setOpen(false);
    },
  };
}
