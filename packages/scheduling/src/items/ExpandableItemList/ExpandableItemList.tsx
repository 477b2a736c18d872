'use client';

import { Button } from '@aisle/ui';
import { useId, useState } from 'react';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { ItemTable, type ItemTableProps } from '../ItemTable';
import * as styles from './ExpandableItemList.css';

/** Items shown before 'Show All Items' (§9 "Default expandable summary 5 items"). */
export const defaultCollapsedCount = 5;

export interface ExpandableItemListProps extends Omit<ItemTableProps, 'id'> {
  /** How many items show while collapsed; 5 by default. */
  collapsedCount?: number;
  /** Starts expanded; collapsed by default. */
  defaultExpanded?: boolean;
}

/**
 * The expandable item list (§2): the item table cut to its first five items, with 'Show All
 * Items' / 'Hide All Items' when there are more. The toggle says whether it is expanded and which
 * table it changes (aria-expanded, aria-controls), and keeps focus when pressed.
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
  const limit = Math.max(0, Math.floor(collapsedCount));
  const canToggle = items.length > limit;
  const shown = expanded || !canToggle ? items : items.slice(0, limit);
  return (
    <div className={className ? `${styles.list} ${className}` : styles.list}>
      <ItemTable {...table} id={tableId} items={shown} />
      {canToggle && (
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? messages.itemListHideAll : messages.itemListShowAll}
        </Button>
      )}
    </div>
  );
}
