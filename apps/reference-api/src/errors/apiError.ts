import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One field a request got wrong, for forms that show the message beside the field. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The body of every answer that is not 2xx: the specs read `errors.code` and `errors.reason`. */
export interface ErrorBody {
  errors: { code: string; reason: string; details?: ErrorDetail[] };
}

export function errorBody(code: string, reason: string, details?: ErrorDetail[]): ErrorBody {
  return { errors: { code, reason, ...(details && details.length > 0 ? { details } : {}) } };
}

/** Thrown anywhere in a route to answer with this status and error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly reason: string,
    readonly details?: ErrorDetail[],
  ) {
    super(`${code}: ${reason}`);
  }

  get body(): ErrorBody {
    return errorBody(this.code, this.reason, this.details);
  }
}
