import { z } from '@hono/zod-openapi';
import { checkMetadataBounds, METADATA_LIMITS } from './metadata-bounds.js';

export const ErrorEnvelope = z
  .object({
    error: z.object({
      type: z.enum([
        'invalid_request_error',
        'authentication_error',
        'permission_error',
        'not_found_error',
        'conflict_error',
        'rate_limit_error',
        'api_error',
      ]),
      code: z.string().openapi({ example: 'parameter_invalid' }),
      message: z.string(),
      param: z.string().nullable().openapi({ example: 'config.episode_count' }),
      request_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  })
  .openapi('Error');

export function listEnvelope<T extends z.ZodTypeAny>(item: T, name: string) {
  return z
    .object({
      object: z.literal('list'),
      data: z.array(item),
      has_more: z.boolean(),
      next_cursor: z.string().nullable().openapi({ description: 'Pass as `starting_after` to get the next page; null on the last page.' }),
    })
    .openapi(name);
}

/**
 * A whole number in a query or path parameter: decimal digits only, so `1e2`, `0x10`, `5.0`, ` 5`
 * and `+5` are 400 rather than read as numbers (issue 23, F18).
 */
export function decimalInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,16}$/, { message: `must be a whole number written in decimal digits (${min}..${max})` })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .openapi({ type: 'integer', minimum: min, maximum: max });
}

export const PageQuery = z.object({
  limit: decimalInteger(1, 100)
    .default(10)
    .openapi({ param: { name: 'limit', in: 'query' }, description: 'Page size, 1..100 (default 10).' }),
  starting_after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "is not a cursor this API returned; pass the previous page's next_cursor" })
    .optional()
    .openapi({ param: { name: 'starting_after', in: 'query' }, description: "The previous page's `next_cursor` (an opaque base64url token)." }),
});

/**
 * `schema` or null, as `anyOf: [{$ref}, {type: null}]`. A registered (named) schema's own
 * `.nullable()` or `.default()` would leak into its component (zod-to-openapi copies the
 * name onto the wrapper), making every use of the component nullable or defaulted.
 */
export const orNull = <T extends z.ZodTypeAny>(schema: T) => z.union([schema, z.null()]);

/**
 * An optional body field that a missing value fills with `fallback` on the server. The document
 * states no object default (generators cannot express one); the description says it.
 */
export const withFallback = <T extends z.ZodTypeAny>(schema: T, fallback: z.output<T>) =>
  schema.optional().transform((value): z.output<T> => value ?? fallback);

export const Timestamp = z.string().openapi({ format: 'date-time', example: '2026-09-27T12:00:00.000Z' });

/** An opaque JSON object a client attaches at create and gets back on the resource and its events. */
export const WebhookMetadata = z
  .record(z.string().max(METADATA_LIMITS.keyChars), z.unknown())
  .superRefine(checkMetadataBounds)
  .nullable()
  .optional()
  .openapi({
    description: `Opaque JSON object echoed on the resource, its events and webhook payloads. At most ${METADATA_LIMITS.keys} keys of at most ${METADATA_LIMITS.keyChars} characters, string values (at any depth) of at most ${METADATA_LIMITS.stringChars} characters, nested at most ${METADATA_LIMITS.depth} levels, and at most ${METADATA_LIMITS.serializedBytes} bytes as JSON.`,
  });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (`parameter_invalid`, `unsupported_version`, …)',
  401: 'Missing, malformed, unknown, revoked or expired API key (`unauthenticated`)',
  402: 'Not enough tokens (`insufficient_tokens`)',
  403: 'Key lacks the scope (`missing_scope`) or the feature is not enabled',
  404: 'No such resource (`resource_not_found`), including other accounts’ ids',
  409: 'Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …)',
  413: 'Body too large (`body_too_large`)',
  415: 'Body is not JSON (`unsupported_media_type`)',
  429: 'Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After`',
  500: 'Server error (`api_error`); idempotent requests are safe to retry',
};

/** The error responses a route can give, each with the shared error envelope. */
export function errorResponses(...statuses: number[]) {
  const all = [...new Set([400, 401, 429, 500, ...statuses])].sort();
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ErrorEnvelope } } },
    ]),
  );
}

export const jsonContent = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's required JSON request body. */
export const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** A reference to a component schema of the document (one registered with `.openapi(name)`), for metadata that documents a looser schema as it. */
export const componentRef = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
