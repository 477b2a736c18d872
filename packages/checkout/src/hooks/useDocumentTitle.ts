'use client';

import { useEffect } from 'react';

/**
 * Names the browser tab while the page shows, and gives the previous name back when it goes. In an
 * effect, so the server's render and hydration never touch `document`.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
