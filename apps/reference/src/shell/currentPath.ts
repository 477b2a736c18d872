import { useLocation, useSearch } from 'wouter';

/** The path and query of the page shown (`/account/addresses?addressBook=v2`): where to come back to. */
export function useCurrentPath(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}
