'use client';

import { createContext, useCallback, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Accordion.css';

/** What a trigger and its panel share: Disclosure.Root and Accordion.Item both provide it. */
export interface CollapsibleState {
  open: boolean;
  disabled: boolean;
  toggle: () => void;
  triggerId: string;
  contentId: string;
}

export const CollapsibleContext = createContext<CollapsibleState | null>(null);

export function useCollapsible(part: string): CollapsibleState {
  const state = useContext(CollapsibleContext);
  if (!state) throw new Error(`${part} must be rendered inside its Root (or Accordion.Item).`);
  return state;
}

/** State that the caller may own (`value` + `onChange`) or leave to the part (`defaultValue`). */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}

interface CollapsibleContentProps extends HTMLAttributes<HTMLDivElement> {
  bodyClassName: string;
  children?: ReactNode;
}

/** The panel: always rendered (so it server-renders and can animate), hidden while closed. */
export function CollapsibleContent({ bodyClassName, className, children, ...rest }: CollapsibleContentProps) {
  const { open, contentId } = useCollapsible('Content');
  return (
    <div
      id={contentId}
      data-state={open ? 'open' : 'closed'}
      className={className ? `${styles.content} ${className}` : styles.content}
      {...rest}
    >
      <div className={styles.contentClip}>
        <div className={bodyClassName}>{children}</div>
      </div>
    </div>
  );
}
