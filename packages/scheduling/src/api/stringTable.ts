// The string table (scheduling spec §7 "String table").
import {
  schedulingPaths,
  type StringTableId,
  type StringTableResponse,
  type StringTables,
} from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

/** The tables of these ids, each under its id; an id the service does not answer is left out. */
export async function getStringTable(
  client: ServiceClient,
  ids: readonly StringTableId[],
  options: SchedulingCallOptions = {},
): Promise<Partial<StringTables>> {
  const answer = await client.get<StringTableResponse>(schedulingPaths.stringTable, {
    service: options.service,
    query: { ids: ids.join(',') },
  });
  return answer.data;
}
