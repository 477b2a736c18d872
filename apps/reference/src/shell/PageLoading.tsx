import { Spinner } from '@aisle/ui';

/**
 * What a page shows while its code arrives: the spinner comes only after the Spinner's delay, so a
 * preloaded page never flashes it, and the main area keeps its height (the shell's flex column),
 * so the footer does not jump when the page replaces it.
 */
export function PageLoading() {
  return <Spinner />;
}
