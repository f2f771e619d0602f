/**
 * The error vocabulary of the API. Every error a client can see is an ApiError;
 * its `type` is derived from the HTTP status by one table (errorTypeForStatus).
 */

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'rate_limit_error'
  | 'api_error';

/** Status → error type. Documented in the README ("Errors"). */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 409) return 'conflict_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 400 && status < 500) return 'invalid_request_error';
  return 'api_error';
}

/** What a caller without `scope` is told instead: the same error with what that scope would reveal left out. */
export interface WithheldWithout {
  scope: string;
  message: string;
  details: Record<string, unknown> | null;
}

export interface ApiErrorInit {
  param?: string | null;
  details?: Record<string, unknown> | null;
  headers?: Record<string, string>;
  cause?: unknown;
  withheldWithout?: WithheldWithout;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly param: string | null;
  readonly details: Record<string, unknown> | null;
  readonly headers: Record<string, string>;
  readonly withheldWithout: WithheldWithout | null;

  constructor(status: number, code: string, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.param = init.param ?? null;
    this.details = init.details ?? null;
    this.headers = init.headers ?? {};
    this.withheldWithout = init.withheldWithout ?? null;
  }

  get type(): ErrorType {
    return errorTypeForStatus(this.status);
  }
}

export const parameterInvalid = (param: string | null, message: string, details?: Record<string, unknown>) =>
  new ApiError(400, 'parameter_invalid', message, { param, details: details ?? null });

export const resourceNotFound = (id: string, param: string | null = 'id') =>
  new ApiError(404, 'resource_not_found', `No such resource: '${id}'.`, { param });

export const unauthenticated = (message: string) => new ApiError(401, 'unauthenticated', message);

export const missingScope = (scope: string) =>
  new ApiError(403, 'missing_scope', `This API key lacks the '${scope}' scope required for this request.`, {
    details: { required_scope: scope },
  });

export const featureNotEnabled = (feature: string, message?: string) =>
  new ApiError(403, 'feature_not_enabled', message ?? `The '${feature}' feature is not enabled for this account.`, {
    details: { feature },
  });

/** The balance is `usage:read`'s to see: a key without it learns only what the request needs. */
export const insufficientTokens = (required: number, balance: number) =>
  new ApiError(402, 'insufficient_tokens', `This needs ${required} tokens but the balance is ${balance}.`, {
    details: { required, balance },
    withheldWithout: { scope: 'usage:read', message: `This needs ${required} tokens, more than the account's balance covers.`, details: { required } },
  });

export const notCancelable = (id: string, status: string) =>
  new ApiError(409, 'not_cancelable', `'${id}' is ${status} and can no longer be canceled.`, {
    details: { status },
  });

export const rateLimited = (code: 'rate_limit_exceeded' | 'concurrency_limit_exceeded' | 'capacity_exceeded', message: string, retryAfterSeconds: number, details?: Record<string, unknown>) =>
  new ApiError(429, code, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    details: { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)), ...details },
  });

export const twinNotReady = (id: string, status: string) =>
  new ApiError(409, 'twin_not_ready', `Twin '${id}' is ${status}; its files exist once it has succeeded.`, {
    details: { status },
  });

/** The files of a run that has not succeeded: not missing, not there yet (as twins answer, `twin_not_ready`). */
export const augmentationNotReady = (id: string, status: string) =>
  new ApiError(409, 'augmentation_not_ready', `Augmentation '${id}' is ${status}; its output files exist once it has succeeded.`, {
    details: { status },
  });

export const notResumable = (id: string, status: string, why?: string) =>
  new ApiError(409, 'not_resumable', why ?? `Twin '${id}' is ${status}; only a failed or canceled twin can be resumed.`, {
    details: { status },
  });
