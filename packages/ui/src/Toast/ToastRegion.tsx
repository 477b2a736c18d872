'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { format, useMessages } from '../messages';
import { useHoverOrFocus } from '../private/autoDismiss';
import { warnInDevelopment } from '../private/warnInDevelopment';
import { Toast } from './Toast';
import { list, region } from './Toast.css';
import { getServerToasts, getToasts, regions, subscribe, toast, type ToastRecord } from './toastStore';

export interface ToastRegionProps {
  /** How many toasts show at once; when one more arrives the oldest leaves. */
  limit?: number;
  /**
   * Milliseconds a toast stays unless it sets its own `duration`; `Infinity` keeps toasts until dismissed.
   * Error toasts stay until dismissed unless they set a duration: a person must have time to read
   * what went wrong (WCAG 2.2.1).
   */
  duration?: number;
  /** The `KeyboardEvent.key` that moves focus to the toasts; Escape then returns it. */
  hotkey?: string;
  /** The region's accessible name. Defaults to the message `notificationsWithHotkey`. */
  label?: string;
  /** The dismiss buttons' accessible name. Defaults to the message `dismiss`. */
  dismissLabel?: string;
  className?: string;
}

/**
 * Where `toast.*()` messages appear. Mount exactly one, near the root, before the first toast: a
 * live region only announces what is added to it after it exists. Mounted before a modal opens, it
 * stays exposed while the modal is: the modal hides the rest of the page with aria-hidden, but keeps
 * the live regions already there (Radix's `aria-hidden`), so a toast raised as a modal saves and
 * closes is announced (the storefront's journey records it, `e2e/accessibility.spec.ts`).
 *
 * Two live regions: errors go to an assertive one, because the shopper's action failed and must
 * hear it now; info, success and warning go to a polite one, which waits until the screen reader
 * is quiet. Warnings are polite on purpose: a toast passes, so a warning that must not be missed
 * belongs in an Alert in the page, and interrupting speech for advice does more harm than good.
 *
 * Keyboard: the hotkey (F8, as in Radix and sonner) focuses the region, Tab reaches each dismiss
 * button, Escape goes back to where focus was. Hovering or focusing the region pauses every timer.
 */
export function ToastRegion({
  limit = 3,
  duration = 5000,
  hotkey = 'F8',
  label,
  dismissLabel,
  className,
}: ToastRegionProps) {
  const messages = useMessages();
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const ref = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [paused, pauseHandlers] = useHoverOrFocus();

  useEffect(() => {
    regions.mounted += 1;
    if (regions.mounted > 1) warnInDevelopment('More than one <ToastRegion> is mounted: each shows every toast.');
    return () => {
      regions.mounted -= 1;
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const section = ref.current;
      if (!section) return;
      if (event.key === hotkey && section.querySelector('li')) {
        event.preventDefault();
        if (!section.contains(document.activeElement)) returnFocus.current = document.activeElement as HTMLElement;
        section.focus();
      } else if (event.key === 'Escape' && section.contains(document.activeElement) && returnFocus.current) {
        returnFocus.current.focus();
        returnFocus.current = null;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  // Keyboard users stay in the region: focus moves to the next toast, or back where it came from.
  const dismiss = (id: string, button: HTMLButtonElement) => {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLElement>('li[data-state="open"] button') ?? []);
    const at = buttons.indexOf(button);
    const next = buttons[at + 1] ?? buttons[at - 1] ?? returnFocus.current;
    if (next?.isConnected && document.activeElement === button) next.focus();
    if (next === returnFocus.current) returnFocus.current = null;
    toast.dismiss(id);
  };

  const open = toasts.filter((t) => t.open);
  const overflow = new Set(open.slice(0, Math.max(0, open.length - limit)));
  const item = (record: ToastRecord) => (
    <Toast
      key={record.key}
      record={record}
      open={record.open && !overflow.has(record)}
      duration={record.duration ?? (record.tone === 'error' ? Infinity : duration)}
      paused={paused}
      toneLabel={messages[record.tone]}
      dismissLabel={dismissLabel ?? messages.dismiss}
      onDismiss={dismiss}
    />
  );

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label ?? format(messages.notificationsWithHotkey, { hotkey })}
      className={className ? `${region} ${className}` : region}
      {...pauseHandlers}
    >
      <ol aria-live="assertive" className={list}>
        {toasts.filter((t) => t.tone === 'error').map(item)}
      </ol>
      <ol aria-live="polite" className={list}>
        {toasts.filter((t) => t.tone !== 'error').map(item)}
      </ol>
    </section>
  );
}
