// Where the storefront sends its analytics events, and how much one batch may carry. Zod-free, so
// the shell that queues events ships no schema library; the schema is `./schemas`' analyticsBatch.

/** The analytics call: a POST of one batch (`{ events: [...] }`), anonymous or signed in. */
export const analyticsPaths = {
  events: '/atlas/v1/analytics/v1/events',
} as const;

/**
 * The bounds of a batch, so one call costs a server little and no field can smuggle a page's worth
 * of data. A sender splits a longer queue, and also keeps each batch's bytes under the 64 kB a
 * server reads and a browser's beacon carries (non-ASCII characters take more than one byte).
 */
export const analyticsLimits = {
  eventsPerBatch: 50,
  /** Characters of one event written as JSON. */
  eventCharacters: 1000,
  /** Characters of an event's `type`. */
  typeCharacters: 100,
  /** Fields of one event, `type` included. */
  fieldsPerEvent: 30,
  /** Characters of a field's name. */
  fieldNameCharacters: 64,
  /** How deep arrays and objects may nest inside a field's value (a flat value is depth 0). */
  fieldDepth: 4,
} as const;
