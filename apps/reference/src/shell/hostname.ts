import { createContext, useContext } from 'react';

/**
 * The host name the page was asked for (`Storefront`): the request's on the server, the window's in
 * the browser. Read from here, never from `window`, so both render the same page.
 */
export const HostnameContext = createContext<string | null>(null);

export function useHostname(): string | null {
  return useContext(HostnameContext);
}
