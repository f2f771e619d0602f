import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import { ApiError, parameterInvalid } from '../core/errors.js';
import { grants, isScope } from '../core/scopes.js';
import { issuePath, isMissingValue } from '../core/zod-issues.js';
import { isConnectionLoss } from '../db/connection-loss.js';
import type { AppEnv } from './context.js';

export interface ErrorBody {
  error: {
    type: string;
    code: string;
    message: string;
    param: string | null;
    request_id: string | null;
    details: Record<string, unknown> | null;
  };
}

function describeIssue(issue: z.core.$ZodIssue, param: string): string {
  if (issue.code === 'unrecognized_keys') return `Unknown parameter '${param}'.`;
  if (issue.code === 'invalid_type') {
    if (isMissingValue(issue)) return `'${param}' is required.`;
    const received = /received (\w+)$/.exec(issue.message)?.[1];
    return `'${param}' must be of type ${issue.expected}${received ? `, not ${received}` : ''}.`;
  }
  return param ? `'${param}': ${issue.message}` : issue.message;
}

/**
 * For a value that matched no alternative of a union, the issue of the alternative it came closest
 * to (fewest issues), with the union's path in front: `{username}` for `{username, password} | {token}`
 * is "password is required", not "Invalid input".
 */
function closestIssue(issue: ZodError['issues'][number]): ZodError['issues'][number] {
  if (issue.code !== 'invalid_union' || !('errors' in issue) || issue.errors.length === 0) return issue;
  const closest = [...issue.errors].filter((issues) => issues.length > 0).sort((a, b) => a.length - b.length)[0];
  if (!closest) return issue;
  const inner = closestIssue(closest[0]!);
  return { ...inner, path: [...issue.path, ...inner.path] } as ZodError['issues'][number];
}

export function validationError(error: ZodError, prefix?: string): ApiError {
  const issue = closestIssue(error.issues[0]!);
  const inner = issuePath(issue);
  const param = [prefix, inner].filter(Boolean).join('.') || null;
  return parameterInvalid(param, describeIssue(issue, param ?? 'body'), {
    issues: error.issues.slice(0, 10).map((i) => ({ param: [prefix, issuePath(i)].filter(Boolean).join('.'), message: i.message })),
  });
}

/** Turns anything thrown while serving a request into the API's error, never leaking internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof HTTPException) {
    switch (error.status) {
      case 400:
        return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
      case 413:
        return new ApiError(413, 'body_too_large', 'The request body is too large.');
      case 415:
        return new ApiError(415, 'unsupported_media_type', "Send request bodies as JSON with 'Content-Type: application/json'.");
      default:
        return new ApiError(error.status, 'http_error', error.message || 'Request failed.');
    }
  }
  if (isConnectionLoss(error)) {
    return new ApiError(503, 'database_unavailable', 'The database connection was lost while serving this request; retry it (with the same Idempotency-Key for a create).', {
      headers: { 'Retry-After': '1' },
      cause: error,
    });
  }
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. Idempotent requests are safe to retry.', { cause: error });
}

export function errorResponse(c: Context<AppEnv>, apiError: ApiError): Response {
  const withheld = apiError.withheldWithout;
  const held = c.get('auth')?.key.scopes ?? [];
  const shown = withheld && !(isScope(withheld.scope) && grants(held, withheld.scope)) ? withheld : apiError;
  const body: ErrorBody = {
    error: {
      type: apiError.type,
      code: apiError.code,
      message: shown.message,
      param: apiError.param,
      request_id: c.get('requestId') ?? null,
      details: shown.details,
    },
  };
  for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
  return c.json(body, apiError.status as ContentfulStatusCode);
}

export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const apiError = toApiError(error);
  if (apiError.code === 'database_unavailable') {
    const cause = apiError.cause as { code?: string; message?: string } | undefined;
    console.warn(`[api] ${c.get('requestId') ?? '-'} ${c.req.method} ${c.req.path}: database connection lost (${cause?.code ?? cause?.message ?? 'unknown'})${['GET', 'HEAD'].includes(c.req.method) ? '; a read is retried once' : ''}`);
  } else if (apiError.status >= 500) {
    console.error(`[api] ${c.get('requestId') ?? '-'} ${c.req.method} ${c.req.path} failed:`, apiError.cause ?? error);
  }
  return errorResponse(c, apiError);
}
