import { parse } from 'regexparam';
import { pageTable, type PageEntry } from './pageTable';

// Each pattern once, in wouter's syntax, as its routes match them.
const patterns = pageTable.map((entry) => [entry, parse(entry.path).pattern] as const);

/** The page table's entry for a path; undefined for home, not-found and any path of no page. */
export function pageEntryOf(pathname: string): PageEntry | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}
