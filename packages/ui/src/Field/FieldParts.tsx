'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { format, useMessages } from '../messages';
import { warnInDevelopment } from '../private/warnInDevelopment';
import * as styles from './Field.css';

/** What every field says around its control. */
export interface FieldTextProps {
  /** The visible label; it is also the control's accessible name. */
  label: NonNullable<ReactNode>;
  /** Help shown under the label and read after it. */
  hint?: ReactNode;
  /** Marks the control invalid and shows the message; `true` marks it invalid without a message. */
  error?: ReactNode;
  /** Overrides the word shown beside the label of a required field (`required` in the messages). */
  requiredLabel?: string;
}

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  count: string;
  prefix: string;
}

/** Stable ids for a field's parts, from React's `useId` so they match between server and client. */
export function useFieldIds(controlId?: string): FieldIds {
  const base = useId();
  return {
    control: controlId ?? `${base}control`,
    label: `${base}label`,
    hint: `${base}hint`,
    error: `${base}error`,
    count: `${base}count`,
    prefix: `${base}prefix`,
  };
}

/** Joins the ids that are set into one `aria-describedby` / `aria-labelledby` value. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Whether there is something to show: not `undefined`, `null`, `false`, `true` or `''`. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && typeof node !== 'boolean' && node !== '';
}

export function isInvalid(
  error: ReactNode,
  ariaInvalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling',
): boolean {
  return (
    hasContent(error) ||
    error === true ||
    (ariaInvalid !== undefined && ariaInvalid !== false && ariaInvalid !== 'false')
  );
}

export function warnWithoutLabel(part: string, label: ReactNode): void {
  if (!hasContent(label)) warnInDevelopment(`${part} needs a visible label: pass a non-empty \`label\`.`);
}

interface FieldLabelProps {
  as?: 'label' | 'legend' | 'span';
  id?: string;
  htmlFor?: string;
  required?: boolean;
  requiredLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The visible label. The required word is hidden from assistive tech because the control itself
 * carries `required` / `aria-required`, so it is announced once.
 */
export function FieldLabel({
  as: Element = 'label',
  htmlFor,
  required,
  requiredLabel,
  className,
  id,
  children,
}: FieldLabelProps) {
  const messages = useMessages();
  return (
    <Element id={id} htmlFor={Element === 'label' ? htmlFor : undefined} className={className ?? styles.label}>
      {children}
      {required && (
        <span className={styles.requiredMarker} aria-hidden="true">
          {requiredLabel ?? messages.required}
        </span>
      )}
    </Element>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** Share of the limit from which the count is announced as the person types. */
const announceFrom = 0.8;
/** Quiet time after the last keystroke before announcing, so a screen reader is not talked over. */
const announceDelay = 500;

/**
 * "12 of 40 characters". The visible count is part of the control's description (read on focus);
 * a separate polite live region repeats it only near or over the limit, and only once typing
 * pauses — the GOV.UK character count pattern.
 */
export function CharacterCount({ id, count, limit }: { id: string; count: number; limit: number }) {
  const messages = useMessages();
  const text = format(messages.characterCount, { count, limit });
  const [announcement, setAnnouncement] = useState('');
  // What was there when the field appeared (a saved value) is not news.
  const initialCount = useRef(count);
  useEffect(() => {
    if (count === initialCount.current) return;
    const timer = setTimeout(() => setAnnouncement(count >= limit * announceFrom ? text : ''), announceDelay);
    return () => clearTimeout(timer);
  }, [count, limit, text]);
  return (
    <>
      <p id={id} className={count > limit ? `${styles.count} ${styles.countOver}` : styles.count}>
        {text}
      </p>
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
