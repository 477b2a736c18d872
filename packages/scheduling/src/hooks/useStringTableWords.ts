'use client';

import type { StringTableId, StringTables } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { useMemo } from 'react';
import { useSchedulingWords } from '../words';
import { useStringTable } from './useStringTable';

/** Where a message of a table's section is: `[section, field]`, such as `['SOMETHING_WENT_WRONG', 'headingText']`. */
type Place<Table> = { [Section in keyof Table]: readonly [Section, keyof Table[Section] & string] }[keyof Table];

/** For some of a screen's message keys, where the string table keeps the same words. */
export type StringTablePlaces<Words, Id extends StringTableId> = Partial<Record<keyof Words, Place<StringTables[Id]>>>;

/** The text at a place, or undefined when the service left it out or sent something else. */
function textAt(table: unknown, [section, field]: readonly [PropertyKey, PropertyKey]): string | undefined {
  const entry: unknown =
    table && typeof table === 'object' ? (table as Record<PropertyKey, unknown>)[section] : undefined;
  const text: unknown = entry && typeof entry === 'object' ? (entry as Record<PropertyKey, unknown>)[field] : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * A screen's words with the string table's over them (§7): the host's `messages.scheduling`
 * overrides win (the host is in charge of its storefront's words), then the string table's text
 * once it has loaded, then the message table's. While the table loads, or when it fails or leaves
 * a text out, the screen shows the message table's words, which are the reference table's own, so
 * nothing flashes or waits. `places` is module-level, like `part`.
 */
export function useStringTableWords<Words extends Record<string, string>, Id extends StringTableId>(
  part: Words,
  id: Id,
  places: StringTablePlaces<Words, Id>,
): Words {
  const words = useSchedulingWords(part);
  const overrides = useStorefront().messages.scheduling;
  const table = useStringTable(id);
  return useMemo(() => {
    if (!table) return words;
    const fromTable: Record<string, string> = {};
    for (const [key, place] of Object.entries(places) as [string, readonly [PropertyKey, PropertyKey]][]) {
      if (overrides && key in overrides) continue;
      const text = textAt(table, place);
      if (text !== undefined) fromTable[key] = text;
    }
    return { ...words, ...fromTable };
  }, [words, overrides, table, places]);
}
