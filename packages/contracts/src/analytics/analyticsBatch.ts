// The wire shape of a batch of analytics events (the storefront's `onAnalyticsEvent`): each event
// a `type` and JSON fields, all bounded by analyticsLimits.
import { z } from 'zod';
import { analyticsLimits as limits } from './limits';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [field: string]: JsonValue };

// Control characters and unpaired surrogates have no business in an event's name.
const printable = /^[^\p{Cc}\p{Cs}]*$/u;

/**
 * Whether the value is JSON (finite numbers, plain objects) nested at most `depthLeft` deep. It
 * stops at the limit rather than walking on, so a hostile 30,000-deep array costs a few calls,
 * never the stack.
 */
function isBoundedJson(value: unknown, depthLeft: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depthLeft === 0) return false;
  if (Array.isArray(value)) return value.every((item) => isBoundedJson(item, depthLeft - 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => isBoundedJson(item, depthLeft - 1));
}

const jsonField = z.custom<JsonValue>(
  (value) => isBoundedJson(value, limits.fieldDepth),
  `each field must be a JSON value nested at most ${limits.fieldDepth} deep`,
);

/** One event: `type` names it (e.g. 'service-call-failed'), every other field is JSON. */
export const analyticsBatchEvent = z
  .object({
    type: z
      .string({ error: (issue) => (issue.input === undefined ? 'type is required' : 'type must be text') })
      .trim()
      .min(1, 'type is required')
      .max(limits.typeCharacters, `type must be at most ${limits.typeCharacters} characters`)
      .regex(printable, 'type must not contain control characters'),
  })
  .catchall(jsonField)
  // Checks of the whole event run only once every field passed, so the JSON below is always shallow.
  .check((context) => {
    const fields = Object.keys(context.value);
    if (fields.length > limits.fieldsPerEvent) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: `an event holds at most ${limits.fieldsPerEvent} fields`,
      });
    } else if (fields.some((field) => field.length > limits.fieldNameCharacters || !printable.test(field))) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: `field names must be printable and at most ${limits.fieldNameCharacters} characters`,
      });
    } else if (JSON.stringify(context.value).length > limits.eventCharacters) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: `an event must be at most ${limits.eventCharacters} characters as JSON`,
      });
    }
  });
export type AnalyticsBatchEvent = z.infer<typeof analyticsBatchEvent>;

/** `POST analyticsPaths.events`: 1 to 50 events, answered 204. */
export const analyticsBatch = z.object({
  events: z
    .array(analyticsBatchEvent, {
      error: (issue) => (issue.input === undefined ? 'events is required' : 'events must be a list'),
    })
    .min(1, 'events must hold at least one event')
    .max(limits.eventsPerBatch, `events must hold at most ${limits.eventsPerBatch} events`),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;
