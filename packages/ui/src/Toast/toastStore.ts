import type { ReactNode } from 'react';
import type { FeedbackTone } from '../private/FeedbackIcon';
import { warnInDevelopment } from '../private/warnInDevelopment';

export type ToastTone = FeedbackTone;

export interface ToastOptions {
  /** Milliseconds before it leaves by itself; `Infinity` keeps it until dismissed. Defaults to the region's. */
  duration?: number;
  /** Pass an id to replace a toast that is showing (it is announced again) instead of adding one. */
  id?: string;
}

/** What a toast says: a heading, a body, or both. */
export type ToastContent = ToastOptions &
  ({ heading: ReactNode; body?: ReactNode } | { heading?: ReactNode; body: ReactNode });

export type ToastRecord = ToastContent & {
  id: string;
  tone: ToastTone;
  /** Unique per call, so a replaced toast mounts afresh and is announced again. */
  key: number;
  /** False once dismissed: it plays its exit and then leaves the store. */
  open: boolean;
};

// A tiny external store read with useSyncExternalStore. Module state, but nothing touches `window`.
let toasts: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
const none: readonly ToastRecord[] = [];
let serial = 0;

/** How many ToastRegions are mounted; a toast raised with none is never announced. */
export const regions = { mounted: 0 };

function update(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(tone: ToastTone) {
  return (content: ToastContent): string => {
    if (regions.mounted === 0) {
      warnInDevelopment('toast() was called with no <ToastRegion> mounted; mount one near the root of the app.');
    }
    serial += 1;
    const id = content.id ?? `toast-${serial}`;
    update([...toasts.filter((t) => t.id !== id), { ...content, id, tone, key: serial, open: true }]);
    return id;
  };
}

/**
 * Raises a toast shown by the app's one `<ToastRegion>`: `const id = toast.success({ heading, body })`.
 * `toast.dismiss(id)` closes one, `toast.dismiss()` closes all.
 */
export const toast = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  dismiss(id?: string): void {
    update(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  },
};

export function removeToast(key: number): void {
  update(toasts.filter((t) => t.key !== key));
}

/** Empties the store at once, without exit motion: for tests and stories. */
export function clearToasts(): void {
  update(none);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;
/** The server (and hydration) never shows toasts: they belong to one browser session. */
export const getServerToasts = () => none;
