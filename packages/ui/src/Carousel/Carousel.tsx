'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { format, useMessages, type Messages } from '../messages';
import type { AccessibleName } from '../private/accessibleName';
import { ChevronIcon } from '../private/ChevronIcon';
import { warnInDevelopment } from '../private/warnInDevelopment';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Carousel.css';

export type CarouselMessages = Pick<Messages, 'previous' | 'next' | 'carouselPosition' | 'carouselVisibleItems'>;

export type CarouselProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label' | 'aria-labelledby'> &
  AccessibleName & {
    /** One child per item. */
    children: ReactNode;
    /** Every item's width in px, e.g. 96. */
    itemWidth: number;
    /** Overrides some of the words read out; defaults come from the message table. */
    messages?: Partial<CarouselMessages>;
  };

/** Past this many items a carousel hides too much; the specs recommend at most 15. */
const recommendedMaximum = 15;
/** Share of the visible width that Previous and Next scroll by (spec: 70%). */
const pageShare = 0.7;
/** Time without scroll events after which a scroll counts as settled. */
const settleMs = 100;

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * WAI-ARIA Authoring Practices: Carousel, without rotation
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). A labelled region of items that scroll
 * sideways with CSS scroll snapping. Previous and Next scroll by 70% of the visible width; arrow keys
 * move one item and Home/End go to the ends while focus is in the items; once a scroll settles, the
 * items in view are announced politely ("Items 4 to 6 of 7").
 */
export function Carousel({ children, itemWidth, messages: overrides, className, ...rest }: CarouselProps) {
  const messages: CarouselMessages = { ...useMessages(), ...overrides };
  const { carouselPosition, carouselVisibleItems } = messages;
  const items = Children.toArray(children);
  const total = items.length;
  if (total > recommendedMaximum) {
    warnInDevelopment(`Carousel: ${total} items; more than ${recommendedMaximum} are hard to browse, use a list.`);
  }
  const viewportId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [focusable, setFocusable] = useState(true);
  const [announcement, setAnnouncement] = useState('');

  const measure = useCallback(
    (announce: boolean) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      // Negative in right-to-left layouts.
      const scrolled = Math.abs(viewport.scrollLeft);
      setEdges({ atStart: scrolled < 1, atEnd: scrolled + viewport.clientWidth >= viewport.scrollWidth - 1 });
      if (!announce) return;
      const view = viewport.getBoundingClientRect();
      const inView: number[] = [];
      Array.from(viewport.children).forEach((slide, index) => {
        const box = slide.getBoundingClientRect();
        const shown = Math.min(box.right, view.right) - Math.max(box.left, view.left);
        if (shown >= box.width / 2) inView.push(index + 1);
      });
      if (inView.length === 0) return;
      const first = Math.min(...inView);
      const last = Math.max(...inView);
      setAnnouncement(
        first === last
          ? format(carouselPosition, { current: first, total })
          : format(carouselVisibleItems, { first, last, total }),
      );
    },
    [carouselPosition, carouselVisibleItems, total],
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Like Chromium's focusable scrollers: the scroll area takes focus only when nothing in it can.
    setFocusable(!viewport.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'));
    // The observer's first call measures, after the browser's own layout: measuring here would force
    // that layout inside the hydration's task, the page's longest (the cart's TBT).
    if (typeof ResizeObserver === 'undefined') {
      measure(false);
      return () => clearTimeout(settleTimer.current);
    }
    const observer = new ResizeObserver(() => measure(false));
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      clearTimeout(settleTimer.current);
    };
  }, [measure, total]);

  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => measure(true), settleMs);
  };

  const page = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport || (direction < 0 ? edges.atStart : edges.atEnd)) return;
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    viewport.scrollBy({ left: viewport.clientWidth * pageShare * direction * (rtl ? -1 : 1) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const viewport = event.currentTarget;
    if (isEditable(event.target)) return;
    const [first, second] = Array.from(viewport.children) as HTMLElement[];
    const step = (first && second && Math.abs(second.offsetLeft - first.offsetLeft)) || itemWidth;
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    // Arrows follow the screen; Home and End follow the reading direction.
    const moves: Record<string, ScrollToOptions> = {
      ArrowLeft: { left: viewport.scrollLeft - step },
      ArrowRight: { left: viewport.scrollLeft + step },
      Home: { left: 0 },
      End: { left: rtl ? -viewport.scrollWidth : viewport.scrollWidth },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    viewport.scrollTo(move);
  };

  return (
    <section
      {...rest}
      aria-roledescription="carousel"
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ ...rest.style, ...assignInlineVars({ [styles.itemWidth]: `${itemWidth}px` }) }}
    >
      <button
        type="button"
        className={styles.control}
        aria-label={messages.previous}
        aria-controls={viewportId}
        aria-disabled={edges.atStart}
        onClick={() => page(-1)}
      >
        <ChevronIcon direction="left" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys bubble up here from the items. */}
      <div
        id={viewportId}
        ref={viewportRef}
        className={styles.viewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area with nothing focusable in it must take focus itself (WCAG 2.1.1).
        tabIndex={focusable ? 0 : undefined}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <div
            key={isValidElement(item) && item.key !== null ? item.key : index}
            role="group"
            aria-roledescription="slide"
            aria-label={format(carouselPosition, { current: index + 1, total })}
            className={styles.slide}
          >
            {item}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={styles.control}
        aria-label={messages.next}
        aria-controls={viewportId}
        aria-disabled={edges.atEnd}
        onClick={() => page(1)}
      >
        <ChevronIcon direction="right" />
      </button>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
