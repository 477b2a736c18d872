'use client';

import { stringTableIds, type StringTableId, type StringTables } from '@aisle/contracts/scheduling';
import { loadOnce, useBanner, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from './useSchedulingCalls';

/*
 * The words change only with a new page: no refetch on focus, on reconnect or for a stale cache,
 * and no retry after a failure, since the screens carry the same words in their message tables.
 */
const oncePerPage = {
  ...loadOnce,
  shouldRetryOnError: false,
} as const;

/**
 * The string table of `id` (§7 "String table"): undefined while it loads, and when it cannot be
 * had. One request asks for every id the scheduling screens read (§7 names both), shared by every
 * screen on the page; the banner is in the key as the service words "{banner} Delivery" per banner.
 */
export function useStringTable<Id extends StringTableId>(id: Id): Partial<StringTables>[Id] {
  const client = useServiceClient();
  const { getStringTable } = useSchedulingCalls();
  const banner = useBanner().id;
  const { data } = useServiceSWR<Partial<StringTables>>(
    ['scheduling/string-table', banner, stringTableIds],
    () => getStringTable(client, stringTableIds),
    oncePerPage,
  );
  return data?.[id];
}
