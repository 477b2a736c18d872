'use client';

import { useId, useMemo, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { ChevronIcon } from '../private/ChevronIcon';
import * as styles from './Accordion.css';
import { CollapsibleContent, CollapsibleContext, useCollapsible, useControllableState } from './collapsible';

// WAI-ARIA Authoring Practices: Disclosure (Show/Hide)
// (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/): a button with aria-expanded and
// aria-controls; Enter and Space toggle it because it is a real <button>.

export interface DisclosureRootProps extends HTMLAttributes<HTMLDivElement> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
}

export function DisclosureRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  ...rest
}: DisclosureRootProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const state = useMemo(
    () => ({ open, disabled, toggle: () => setOpen(!open), triggerId: `${id}-trigger`, contentId: `${id}-content` }),
    [open, disabled, setOpen, id],
  );
  return (
    <CollapsibleContext.Provider value={state}>
      <div {...rest} data-state={open ? 'open' : 'closed'} />
    </CollapsibleContext.Provider>
  );
}

export type DisclosureTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The toggle. Its text is the caller's, and may change with the state ("Show all" / "Hide all"). */
export function DisclosureTrigger({ className, children, onClick, ...rest }: DisclosureTriggerProps) {
  const { open, disabled, toggle, triggerId, contentId } = useCollapsible('Disclosure.Trigger');
  return (
    <button
      {...rest}
      type="button"
      id={triggerId}
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      disabled={disabled}
      className={className ? `${styles.disclosureTrigger} ${className}` : styles.disclosureTrigger}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    >
      {children}
      <ChevronIcon direction="down" className={styles.chevron} />
    </button>
  );
}

export type DisclosureContentProps = HTMLAttributes<HTMLDivElement>;

export function DisclosureContent(props: DisclosureContentProps) {
  return <CollapsibleContent bodyClassName={styles.disclosureBody} {...props} />;
}

/** `Disclosure.Root / Trigger / Content`. */
export const Disclosure = { Root: DisclosureRoot, Trigger: DisclosureTrigger, Content: DisclosureContent };
