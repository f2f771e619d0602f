import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CredentialsBox } from '../../core/credentials/key.js';
import { ApiError, parameterInvalid } from '../../core/errors.js';
import type { Sql } from '../../db/client.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from '../../db/idempotency.js';
import type { AppEnv } from '../context.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;
/** A claim held this long by a request that never finished (its process died) can be taken over. */
const ABANDONED_AFTER_SECONDS = 120;

/** JSON with sorted keys, so the same payload written differently hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function payloadHash(method: string, path: string, body: string): string {
  let canonical = body;
  try {
    canonical = body.trim() === '' ? '' : canonicalJson(JSON.parse(body));
  } catch {
    // Not JSON: the validator will reject it; hash the raw text meanwhile.
  }
  return createHash('sha256').update(`${method} ${path}\n${canonical}`).digest('hex');
}

/** Outcomes kept for replay: a request that began executing. Client errors are not kept (Stripe's rule). */
function shouldStore(status: number): boolean {
  return (status >= 200 && status < 300) || status >= 500;
}

/**
 * Route middleware for create routes. Same key + same payload replays the stored status and
 * body with `Idempotent-Replayed: true`; a different payload is 409 idempotency_key_reused;
 * a request still running with that key is 409 idempotency_key_in_use. A stored reply is bound to
 * (account, key, route, payload) and to the API key that made the request: another API key of the
 * account presenting the same Idempotency-Key gets 409 idempotency_key_reused, never the reply.
 * Stored bodies are sealed (some carry a secret shown once: an API key, a webhook signing secret).
 * This is the one reader of the header: routes read the key from `c.get('idempotencyKey')`.
 */
export const idempotent = (sql: Sql, box: CredentialsBox): MiddlewareHandler<AppEnv> => async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw parameterInvalid(IDEMPOTENCY_HEADER, `'${IDEMPOTENCY_HEADER}' must be 1 to ${MAX_KEY_LENGTH} characters long.`);
  }
  const { account, key: caller } = c.get('auth');
  const method = c.req.method;
  const path = c.req.path;
  const body = await c.req.text();
  const requestHash = payloadHash(method, path, body);
  // The seal binds a stored reply to everything that must match before it is shown again.
  const boundTo = `idempotency:${account.id}:${caller.id}:${key}:${requestHash}`;
  const claim = await claimIdempotencyKey(sql, {
    accountId: account.id,
    key,
    callerId: caller.id,
    method,
    path,
    requestHash,
    staleAfterSeconds: ABANDONED_AFTER_SECONDS,
  });

  switch (claim.kind) {
    case 'reused':
      throw new ApiError(
        409,
        'idempotency_key_reused',
        claim.otherCaller
          ? 'This Idempotency-Key was already used by another API key of this account; each key replays only its own requests. Use a new Idempotency-Key.'
          : `This Idempotency-Key was already used with a different request (${claim.method} ${claim.path} or another payload).`,
        { param: IDEMPOTENCY_HEADER },
      );
    case 'in_use':
      throw new ApiError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry once it has finished.', {
        param: IDEMPOTENCY_HEADER,
        headers: { 'Retry-After': '1' },
      });
    case 'replay':
      return c.body(box.open(claim.response.body, boundTo), claim.response.status as ContentfulStatusCode, {
        ...claim.response.headers,
        'Idempotent-Replayed': 'true',
      });
    case 'claimed':
      break;
  }

  c.set('idempotencyKey', key);
  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(sql, account.id, key);
    throw error;
  }
  if (shouldStore(c.res.status)) {
    const stored = await c.res.clone().text();
    const contentType = c.res.headers.get('Content-Type');
    await completeIdempotencyKey(sql, account.id, key, {
      status: c.res.status,
      body: box.seal(stored, boundTo),
      headers: contentType ? { 'Content-Type': contentType } : {},
    });
  } else {
    await releaseIdempotencyKey(sql, account.id, key);
  }
};
