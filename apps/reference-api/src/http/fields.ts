import { z } from 'zod';

// Control characters and unpaired surrogates: PostgreSQL refuses NUL, and none belongs in an address.
/** Whether a path parameter can be one of our row ids (a UUID): anything else names no row, and is worth no query. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const printable = /^[^\p{Cc}\p{Cs}]*$/u;

export const typeMessage = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

/** A required, trimmed, printable string of at most `max` characters. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z
    .string({ error: typeMessage(label) })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(printable, `${label} must not contain control characters`);

/** An optional string; null and blank both mean absent. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(printable, `${label} must not contain control characters`)
    .nullish()
    .transform((value) => value || undefined);

/** A query-string number: plain decimal notation only ('1e3', 'Infinity' and '' are refused). */
export const decimal = (label: string) =>
  z
    .string({ error: `${label} must be a number` })
    .regex(/^-?\d{1,4}(?:\.\d{1,12})?$/, `${label} must be a number`)
    .transform(Number);

/** Text kept exactly as sent (the address validator reports what it changed), but never blank. */
export const verbatimText = (label: string, max: number) =>
  z
    .string({ error: typeMessage(label) })
    .max(max, `${label} must be at most ${max} characters`)
    .regex(printable, `${label} must not contain control characters`)
    .refine((value) => value.trim().length > 0, `${label} is required`);

/** 'US' or 'CA', in any case. */
export const countryCode = z
  .string({ error: 'countryCode must be US or CA' })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(['US', 'CA'], { error: 'countryCode must be US or CA' }));

/** How an app name is read: any case and spacing, so 'web  hosted payment page' is WEB HOSTED PAYMENT PAGE. */
export const normaliseAppName = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();
