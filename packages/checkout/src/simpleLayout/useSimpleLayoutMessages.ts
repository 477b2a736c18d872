'use client';

import { useMessages } from '@aisle/core';
import { simpleLayoutMessages } from './simpleLayoutMessages';

/**
 * The frame's own words, with the host's `messages.checkout` overrides of them: the frame also
 * wraps the scheduling step, which should not download the payment screens' words with it.
 */
export function useSimpleLayoutMessages(): typeof simpleLayoutMessages {
  return useMessages('checkout', simpleLayoutMessages);
}
