'use client';

import { useMessages } from '@aisle/core';

/**
 * A screen's words: its own part of the scheduling table (or a few parts, spread into one
 * module-level object), with the host's `messages.scheduling` overrides applied. Screens read
 * their parts rather than the whole table so each carries only its own words into a bundle.
 */
export function useSchedulingWords<T extends Record<string, string>>(part: T): T {
  return useMessages('scheduling', part);
}
