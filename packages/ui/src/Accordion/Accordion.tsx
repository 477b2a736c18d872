'use client';

import {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { ChevronIcon } from '../private/ChevronIcon';
import * as styles from './Accordion.css';
import { CollapsibleContent, CollapsibleContext, useCollapsible, useControllableState } from './collapsible';

// WAI-ARIA Authoring Practices: Accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/).
// Each header is a heading holding a <button> (Enter and Space toggle it natively) with
// aria-expanded and aria-controls; each panel is a region named by its button. Up/Down move
// between headers, wrapping; Home/End go to the first and last.

interface AccordionState {
  value: readonly string[];
  toggle: (item: string) => void;
  rootRef: RefObject<HTMLDivElement | null>;
}

const AccordionContext = createContext<AccordionState | null>(null);

function useAccordion(part: string): AccordionState {
  const state = useContext(AccordionContext);
  if (!state) throw new Error(`Accordion.${part} must be rendered inside Accordion.Root.`);
  return state;
}

export interface AccordionRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** `single` keeps at most one item open; `multiple` lets any number be open. */
  type?: 'single' | 'multiple';
  /** The open items' values, for a controlled accordion (with `onValueChange`). */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

const noneOpen: string[] = [];

export function AccordionRoot({
  type = 'single',
  value: valueProp,
  defaultValue = noneOpen,
  onValueChange,
  ...rest
}: AccordionRootProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const rootRef = useRef<HTMLDivElement>(null);
  const state = useMemo<AccordionState>(() => {
    const toggle = (item: string) => {
      if (value.includes(item)) setValue(value.filter((open) => open !== item));
      else setValue(type === 'single' ? [item] : [...value, item]);
    };
    return { value, toggle, rootRef };
  }, [value, setValue, type]);
  return (
    <AccordionContext.Provider value={state}>
      <div ref={rootRef} {...rest} data-accordion-root="" />
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the item in the Root's `value`. */
  value: string;
  disabled?: boolean;
}

export function AccordionItem({ value, disabled = false, className, ...rest }: AccordionItemProps) {
  const accordion = useAccordion('Item');
  const id = useId();
  const open = accordion.value.includes(value);
  const { toggle } = accordion;
  const state = useMemo(
    () => ({ open, disabled, toggle: () => toggle(value), triggerId: `${id}-trigger`, contentId: `${id}-content` }),
    [open, disabled, toggle, value, id],
  );
  return (
    <CollapsibleContext.Provider value={state}>
      <div
        {...rest}
        data-state={open ? 'open' : 'closed'}
        className={className ? `${styles.item} ${className}` : styles.item}
      />
    </CollapsibleContext.Provider>
  );
}

/** Moves focus between this accordion's enabled headers; nested accordions keep their own. */
function focusAnotherTrigger(event: KeyboardEvent<HTMLButtonElement>, root: HTMLDivElement | null) {
  if (!root) return;
  const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')).filter(
    (trigger) => !trigger.disabled && trigger.closest('[data-accordion-root]') === root,
  );
  const index = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || index === -1) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export interface AccordionTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The level of the heading around the button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  onClick,
  onKeyDown,
  ...rest
}: AccordionTriggerProps) {
  const { rootRef } = useAccordion('Trigger');
  const { open, disabled, toggle, triggerId, contentId } = useCollapsible('Accordion.Trigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className={styles.heading}>
      <button
        {...rest}
        data-accordion-trigger=""
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        disabled={disabled}
        className={className ? `${styles.accordionTrigger} ${className}` : styles.accordionTrigger}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) focusAnotherTrigger(event, rootRef.current);
        }}
      >
        {children}
        <ChevronIcon direction="down" className={styles.chevron} />
      </button>
    </Heading>
  );
}

export type AccordionContentProps = HTMLAttributes<HTMLDivElement>;

/** The panel: a region named by its header's button. */
export function AccordionContent(props: AccordionContentProps) {
  const { triggerId } = useCollapsible('Accordion.Content');
  return (
    <CollapsibleContent role="region" aria-labelledby={triggerId} bodyClassName={styles.accordionBody} {...props} />
  );
}

/** `Accordion.Root / Item / Trigger / Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
