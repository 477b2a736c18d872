import type { BannerId } from '@aisle/contracts';
import { schedulingPaths, stringTableIds, type StringTableId } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import { bannerHeader } from '../http/banner';
import { queryParams } from '../http/validation';
import { stringTables } from '../stringTable/strings';

const known = new Set<string>(stringTableIds);
const idsMessage = `ids is one or more of ${stringTableIds.join(', ')}, comma separated`;

export const stringTableQuery = z.object({
  ids: z
    .string({ error: 'ids must be given once' })
    .max(200, idsMessage)
    .transform((value) => value.split(','))
    .refine((ids) => ids.every((id) => known.has(id)), idsMessage)
    .transform((ids) => [...new Set(ids)] as StringTableId[]),
});

/**
 * The string table (scheduling spec §7 "String table"), public like the catalogue: the words of the
 * tables named by `?ids=`, in the banner of `X-Banner`. An id it does not keep is refused rather
 * than left out, so a misspelt id fails loudly instead of showing the defaults for ever.
 */
export function stringTableRoutes(): Hono {
  return new Hono().get(schedulingPaths.stringTable, bannerHeader, queryParams(stringTableQuery), (c) => {
    // bannerHeader admits banner ids only.
    const banner = c.req.valid('header')['x-banner'] as BannerId;
    return c.json({ data: stringTables(c.req.valid('query').ids, banner) });
  });
}
