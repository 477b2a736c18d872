import type { Context, ValidationTargets } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { errorBody, type ErrorDetail } from '../errors/apiError';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface ValidationResult {
  success: boolean;
  target: keyof ValidationTargets;
  error?: { issues: readonly Issue[] };
}

const jsonMediaType = /^application\/(?:[\w.-]+\+)?json$/i;

function isJsonRequest(c: Context): boolean {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  return jsonMediaType.test(mediaType);
}

function toDetail(issue: Issue, target: string): ErrorDetail {
  const field = issue.path.map(String).join('.');
  return { field: field || target, message: issue.message };
}

/** How a route may word its schema errors: the legacy address calls have their own reason and field names. */
export interface ValidationWording {
  /** The reason instead of 'Invalid <fields>.'. */
  reason?: string;
  /** The field name a detail reports, from the schema's path ('addressLine1' → 'line1'). */
  fieldName?: (field: string) => string;
}

/**
 * The one answer to a request that breaks a schema: 400 CONSTRAINT_VIOLATION_EXCEPTION naming the
 * fields. A body that is not JSON at all is refused first with 415, whatever its content.
 */
const validationHook =
  (wording: ValidationWording) =>
  (result: ValidationResult, c: Context): Response | undefined => {
    if (result.target === 'json' && !isJsonRequest(c)) {
      return c.json(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'), 415);
    }
    if (result.success || !result.error) return undefined;
    // zod keeps checking after a type error ([] is also "too short"): the first problem of each field says it.
    const byField = new Map<string, ErrorDetail>();
    for (const issue of result.error.issues) {
      const detail = toDetail(issue, result.target);
      if (wording.fieldName) detail.field = wording.fieldName(detail.field);
      if (!byField.has(detail.field)) byField.set(detail.field, detail);
    }
    const details = [...byField.values()];
    const reason = wording.reason ?? `Invalid ${[...byField.keys()].join(', ')}.`;
    return c.json(errorBody('CONSTRAINT_VIOLATION_EXCEPTION', reason, details), 400);
  };

/** Validates the JSON body; the handler reads it with `c.req.valid('json')`. */
export const jsonBody = <T extends z.ZodType>(schema: T, wording: ValidationWording = {}) =>
  zValidator('json', schema, validationHook(wording));

/** Validates the query string; the handler reads it with `c.req.valid('query')`. */
export const queryParams = <T extends z.ZodType>(schema: T) => zValidator('query', schema, validationHook({}));

/** Validates request headers (names lower-cased); the handler reads them with `c.req.valid('header')`. */
export const requestHeaders = <T extends z.ZodType>(schema: T) => zValidator('header', schema, validationHook({}));
