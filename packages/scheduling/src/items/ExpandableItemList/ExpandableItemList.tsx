'use client';

import { Button } from '@aisle/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { ItemTable, type ItemTableProps } from '../ItemTable';
import * as styles from './ExpandableItemList.css';
import { useHeightTransition } from './useHeightTransition';

/** Items shown before 'Show All Items' (§9 "Default expandable summary 5 items"). */
export const defaultCollapsedCount = 5;

export interface ExpandableItemListProps extends Omit<ItemTableProps, 'id'> {
  /** How many items show while collapsed; 5 by default. */
  collapsedCount?: number;
  /** Starts expanded; collapsed by default. */
  defaultExpanded?: boolean;
}

/**
 * The height of `table` with only its first `count` items: less the rows from the next item's on
 * (an item's California warning has a row of its own under it).
 */
function heightWithItems(table: HTMLTableElement, count: number): number {
  const rows = Array.from(table.tBodies[0]?.rows ?? []);
  const firstHidden = rows.filter((row) => row.querySelector('th'))[count];
  const last = rows.at(-1);
  const height = table.getBoundingClientRect().height;
  if (!firstHidden || !last) return height;
  return height - (last.getBoundingClientRect().bottom - firstHidden.getBoundingClientRect().top);
}

/**
 * The expandable item list (§2): the item table cut to its first five items, with 'Show All
 * Items' / 'Hide All Items' when there are more. The toggle says whether it is expanded and which
 * table it changes (aria-expanded, aria-controls), and keeps focus when pressed. The table grows
 * and shrinks as an accordion, over 300 ms (§9), at once with reduced motion; the hidden items
 * leave the table once it has shrunk.
 */
export function ExpandableItemList({
  items,
  collapsedCount = defaultCollapsedCount,
  defaultExpanded = false,
  className,
  ...table
}: ExpandableItemListProps) {
  const messages = useSchedulingWords(itemMessages);
  const tableId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  // Collapsing: the toggle says so at once, while the items stay until the table has shrunk.
  const [closing, setClosing] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);
  const transition = useHeightTransition();
  const limit = Math.max(0, Math.floor(collapsedCount));
  const canToggle = items.length > limit;
  const shown = expanded || closing || !canToggle ? items : items.slice(0, limit);

  // Once the toggle's change is on the page, and before it is painted, the frame starts moving.
  useLayoutEffect(() => {
    const element = frame.current;
    const tableElement = element?.querySelector('table');
    if (!toggled.current || !element || !tableElement) return;
    toggled.current = false;
    if (expanded) transition(element, tableElement.getBoundingClientRect().height);
    else transition(element, heightWithItems(tableElement, limit), () => setClosing(false));
  }, [expanded, limit, transition]);

  const toggle = () => {
    const element = frame.current;
    // Expanding: held at its height, so the new rows are revealed rather than pushed in at once.
    if (!expanded && element) element.style.height = `${element.getBoundingClientRect().height}px`;
    toggled.current = true;
    setClosing(expanded);
    setExpanded(!expanded);
  };

  return (
    <div className={className ? `${styles.list} ${className}` : styles.list}>
      <div ref={frame} className={styles.frame}>
        <ItemTable {...table} id={tableId} items={shown} />
      </div>
      {canToggle && (
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={toggle}
        >
          {expanded ? messages.itemListHideAll : messages.itemListShowAll}
        </Button>
      )}
    </div>
  );
}
