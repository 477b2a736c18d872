import { z } from 'zod';

/** A time as the services take it (wallet spec §7 `dateTime`): always UTC, ISO 8601. */
export const serviceDateTime = z.object({ timezone: z.literal('UTC'), value: z.string() });
export type ServiceDateTime = z.infer<typeof serviceDateTime>;
