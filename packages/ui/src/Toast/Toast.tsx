'use client';

import { useEffect, useId, useRef } from 'react';
import { useAutoDismiss } from '../private/autoDismiss';
import { DismissButton } from '../private/DismissButton';
import { FeedbackIcon } from '../private/FeedbackIcon';
import {
  feedbackBody,
  feedbackContent,
  feedbackHeading,
  feedbackIcon,
  feedbackTone,
} from '../private/feedbackMessage.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { toast as toastClass } from './Toast.css';
import { removeToast, toast, type ToastRecord } from './toastStore';

interface ToastProps {
  record: ToastRecord;
  /** False while it plays its exit (dismissed, timed out or pushed out by the cap). */
  open: boolean;
  duration: number;
  paused: boolean;
  toneLabel: string;
  dismissLabel: string;
  onDismiss: (id: string, button: HTMLButtonElement) => void;
}

/** One toast, rendered by ToastRegion inside its live region. */
export function Toast({ record, open, duration, paused, toneLabel, dismissLabel, onDismiss }: ToastProps) {
  const ref = useRef<HTMLLIElement>(null);
  const headingId = useId();
  useAutoDismiss(open ? duration : undefined, paused, () => toast.dismiss(record.id));

  useEffect(() => {
    const item = ref.current;
    if (open || !item) return;
    // Chrome fires no blur when a focused node is removed; blurring first keeps the region's pause honest.
    if (item.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    // Leave once the exit motion ends: at once under reduced motion, or where there is no animation API.
    void Promise.allSettled((item.getAnimations?.() ?? []).map((animation) => animation.finished)).then(() =>
      removeToast(record.key),
    );
  }, [open, record.key]);

  return (
    <li
      ref={ref}
      data-state={open ? 'open' : 'closed'}
      data-tone={record.tone}
      className={`${toastClass} ${feedbackTone[record.tone]}`}
    >
      <FeedbackIcon tone={record.tone} className={feedbackIcon} />
      <div className={feedbackContent}>
        <VisuallyHidden>{toneLabel}</VisuallyHidden>
        {record.heading && (
          <p id={headingId} className={feedbackHeading}>
            {record.heading}
          </p>
        )}
        {record.body && <div className={feedbackBody}>{record.body}</div>}
      </div>
      <DismissButton
        label={dismissLabel}
        aria-describedby={record.heading ? headingId : undefined}
        onClick={(event) => onDismiss(record.id, event.currentTarget)}
      />
    </li>
  );
}
