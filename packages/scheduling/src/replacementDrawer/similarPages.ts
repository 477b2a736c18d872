// Paging the similar items (scheduling spec §9: "Similar-item list: 4 per page").

export const similarItemsPerPage = 4;

/** How many pages `count` items fill; at least one, so an empty list still has a page. */
export function pageCount(count: number, perPage = similarItemsPerPage): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The items on page `page` (from 0). */
export function pageOf<T>(items: readonly T[], page: number, perPage = similarItemsPerPage): T[] {
  return items.slice(page * perPage, (page + 1) * perPage);
}

/** The page an item is on, from 0; the first when it is not among them. */
export function pageHolding<T>(
  items: readonly T[],
  match: (item: T) => boolean,
  perPage = similarItemsPerPage,
): number {
  const index = items.findIndex(match);
  return index < 0 ? 0 : Math.floor(index / perPage);
}
