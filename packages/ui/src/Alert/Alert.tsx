'use client';

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../messages';
import { useAutoDismiss, useHoverOrFocus } from '../private/autoDismiss';
import { DismissButton } from '../private/DismissButton';
import { FeedbackIcon, type FeedbackTone } from '../private/FeedbackIcon';
import { VisuallyHidden } from '../VisuallyHidden';
import { feedbackBody, feedbackContent, feedbackHeading, feedbackIcon } from '../private/feedbackMessage.css';
import { alert } from './Alert.css';

export type AlertTone = FeedbackTone;

export interface AlertBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'title'> {
  /** Defaults to "info". */
  tone?: AlertTone;
  heading?: ReactNode;
  /** Renders the heading as `<h2>`…`<h6>`; by default it is bold text that leaves the page outline alone. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The body. */
  children?: ReactNode;
  /** The tone word read before the message. Defaults to the message of the same name (`error` → "Error"). */
  toneLabel?: string;
  /** The dismiss button's accessible name. Defaults to the message `dismiss`. */
  dismissLabel?: string;
}

export type AlertDismissProps =
  | { onDismiss?: undefined; autoDismissAfter?: undefined }
  | {
      /** Shows a dismiss button; also called when `autoDismissAfter` elapses. The caller removes the Alert. */
      onDismiss: () => void;
      /** Milliseconds until `onDismiss` is called by itself, paused while hovered or focused. */
      autoDismissAfter?: number;
    };

export type AlertProps = AlertBaseProps & AlertDismissProps;

/**
 * A banner in the page (WAI-ARIA "Alert" pattern for errors, a status message otherwise).
 * The caller decides when it shows: render it, and remove it from `onDismiss`.
 */
export function Alert({
  tone = 'info',
  heading,
  headingLevel,
  children,
  toneLabel,
  dismissLabel,
  onDismiss,
  autoDismissAfter,
  className,
  ...rest
}: AlertProps) {
  const messages = useMessages();
  const headingId = useId();
  const [paused, pauseHandlers] = useHoverOrFocus();
  useAutoDismiss(onDismiss && autoDismissAfter, paused, () => onDismiss?.());
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const classes = alert({ tone });
  return (
    <div {...rest} {...pauseHandlers} data-tone={tone} className={className ? `${classes} ${className}` : classes}>
      <FeedbackIcon tone={tone} className={feedbackIcon} />
      {/*
       * An error stops the shopper's task and must be heard now: role="alert" is assertive and
       * interrupts. Everything else waits its turn: role="status" is polite, so a success or a
       * warning never cuts off what a screen reader is saying. Only this box is live, so the dismiss
       * button's name is not read with the message.
       */}
      <div role={tone === 'error' ? 'alert' : 'status'} className={feedbackContent}>
        <VisuallyHidden>{toneLabel ?? messages[tone]}</VisuallyHidden>
        {heading && (
          <Heading id={headingId} className={feedbackHeading}>
            {heading}
          </Heading>
        )}
        {children && <div className={feedbackBody}>{children}</div>}
      </div>
      {onDismiss && (
        <DismissButton
          label={dismissLabel ?? messages.dismiss}
          aria-describedby={heading ? headingId : undefined}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
