/** 4xx answers are the shopper's to fix; anything else (5xx, timeouts, the network) is ours. */
export type ServiceErrorCategory = 'user-error' | 'critical-service-error';

export interface ServiceErrorInit {
  status: number;
  code?: string | undefined;
  reason?: string | undefined;
  customerMessage?: string | undefined;
  method?: string | undefined;
  path?: string | undefined;
  body?: unknown;
  offline?: boolean | undefined;
}

/**
 * The one error every failed call becomes, whatever the service answered: a status (408 for our
 * own timeout, 0 when no answer came), the service's code and reason, and its customer message
 * when it sent one. Features map `code`/`status` to their spec's messages.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly status: number;
  readonly code: string | undefined;
  readonly reason: string | undefined;
  readonly customerMessage: string | undefined;
  readonly method: string | undefined;
  readonly path: string | undefined;
  /** The parsed answer, for the rare feature that reads more than code and reason. */
  readonly body: unknown;
  /** The shopper's device was offline or the network failed (the specs' offline test). */
  readonly offline: boolean;

  constructor(init: ServiceErrorInit) {
    super(init.reason ?? init.code ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.customerMessage = init.customerMessage;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.offline = init.offline ?? false;
  }

  get category(): ServiceErrorCategory {
    return this.status >= 400 && this.status < 500 ? 'user-error' : 'critical-service-error';
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

interface ErrorDetail {
  code?: unknown;
  errorCode?: unknown;
  reason?: unknown;
  message?: unknown;
  customerErrorMessage?: unknown;
  customerMessage?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const codeText = (value: unknown) => (typeof value === 'number' ? String(value) : text(value));

/**
 * Reads code, reason and customer message out of the error bodies the specs describe:
 * `{ errors: { code, reason } }`, `{ errors: [{ … }] }` (the first one counts),
 * `{ data: { errorDetail: { errorCode } } }`, or a flat `{ code, message }`.
 */
export function readErrorBody(body: unknown): Pick<ServiceErrorInit, 'code' | 'reason' | 'customerMessage'> {
  if (!body || typeof body !== 'object') return {};
  const record = body as { errors?: unknown; error?: unknown; data?: { errorDetail?: ErrorDetail } };
  const errors = Array.isArray(record.errors) ? record.errors[0] : record.errors;
  const detail = (errors ?? record.error ?? record.data?.errorDetail ?? record) as ErrorDetail;
  if (!detail || typeof detail !== 'object') return {};
  return {
    code: codeText(detail.code) ?? codeText(detail.errorCode),
    reason: text(detail.reason) ?? text(detail.message),
    customerMessage: text(detail.customerErrorMessage) ?? text(detail.customerMessage),
  };
}
