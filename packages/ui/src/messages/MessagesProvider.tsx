'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultMessages, type Messages } from './messages';

const MessagesContext = createContext<Messages>(defaultMessages);

/** Overrides some or all of @aisle/ui's words for everything inside it. Nests: inner wins. */
export function MessagesProvider({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const outer = useContext(MessagesContext);
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
