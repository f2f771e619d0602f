import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, SESSION_COOKIE } from '../../core/console/session-cookie.js';
import { hashToken, SESSION_IDLE_MS } from '../../core/console/tokens.js';
import { ApiError, unauthenticated } from '../../core/errors.js';
import { findAccount } from '../../db/accounts.js';
import type { Sql } from '../../db/client.js';
import { touchConsoleSession, type ConsoleSessionRow } from '../../db/console-users.js';
import type { AuthContext } from '../context.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfFailed = (message: string) => new ApiError(403, 'csrf_failed', message);

function sameBytes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries a console session cookie and no Authorization header. */
export function usesSession(c: Context): boolean {
  return !c.req.header('Authorization') && getCookie(c, SESSION_COOKIE) !== undefined;
}

/**
 * A console session as an alternative to a bearer key: the cookie names a live session (idle
 * and absolute expiry checked in the same statement that restarts the idle clock), and every
 * request that changes something carries the session's CSRF token and, when the browser sends
 * one, an Origin equal to the service's own. The session holds every scope the app serves (`scopes`: the account's,
 * and each mounted kind's, a test's kind included); the account's
 * ownership rules apply exactly as for a key. The key in the context is a stand-in named after
 * the session (rate limits count per session).
 */
export async function authenticateSession(c: Context, { sql, publicBaseUrl, scopes }: { sql: Sql; publicBaseUrl: string; scopes: readonly string[] }): Promise<AuthContext> {
  const token = getCookie(c, SESSION_COOKIE)!;
  const session = await touchConsoleSession(sql, hashToken(token), SESSION_IDLE_MS);
  if (!session) throw unauthenticated('Your console session has ended; sign in again.');
  if (!SAFE_METHODS.has(c.req.method)) checkCsrf(c, session, publicBaseUrl);
  const account = await findAccount(sql, session.account_id);
  if (!account) throw unauthenticated('Your console session has ended; sign in again.');
  return {
    account,
    key: {
      id: session.id,
      account_id: account.id,
      name: 'console session',
      lookup: session.id,
      secret_hash: Buffer.alloc(0),
      scopes: [...scopes],
      created_at: session.created_at,
      expires_at: session.expires_at,
      revoked_at: null,
      last_used_at: session.last_seen_at,
      created_by: null,
    },
  };
}

function checkCsrf(c: Context, session: ConsoleSessionRow, publicBaseUrl: string): void {
  const origin = c.req.header('Origin');
  const allowed = [new URL(publicBaseUrl).origin, new URL(c.req.url).origin];
  if (origin !== undefined && !allowed.includes(origin)) throw csrfFailed(`Requests from ${origin} may not use a console session.`);
  const presented = c.req.header(CSRF_HEADER);
  if (!presented || !sameBytes(presented, session.csrf_token)) throw csrfFailed(`Send the session's CSRF token in the ${CSRF_HEADER} header.`);
}
