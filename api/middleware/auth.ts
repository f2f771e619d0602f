import type { MiddlewareHandler } from 'hono';
import { missingScope, rateLimited } from '../../core/errors.js';
import { grants, type KindScope, type Scope } from '../../core/scopes.js';
import type { Sql } from '../../db/client.js';
import type { Authenticator } from '../authenticator.js';
import type { AppEnv } from '../context.js';
import type { RateLimiter } from '../rate-limiter.js';
import { authenticateSession, usesSession } from './session-auth.js';

export interface AuthDeps {
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
  /** For console sessions (cookie + CSRF token), the alternative to a bearer key; a session holds `scopes`, every scope the app serves. */
  sessions: { sql: Sql; publicBaseUrl: string; scopes: readonly string[] };
}

export type RequireScope = (scope: Scope | KindScope | null) => MiddlewareHandler<AppEnv>;

/**
 * Route middleware: a valid key (or a console session), within its rate limit, holding `scope`
 * (null: any valid key). Attached per route, so unknown routes answer 404 whatever the key.
 */
export const createRequireScope = (deps: AuthDeps): RequireScope => (scope) => async (c, next) => {
  const auth = usesSession(c)
    ? await authenticateSession(c, deps.sessions)
    : await deps.authenticator.authenticate(c.req.header('Authorization'));
  c.set('auth', auth);
  const decision = deps.rateLimiter.take(auth.key.id);
  // The limit is the bucket's size, so Remaining (the tokens left in it) never exceeds it.
  c.header('RateLimit-Limit', String(deps.rateLimiter.config.burst));
  c.header('RateLimit-Remaining', String(decision.remaining));
  if (!decision.allowed) {
    throw rateLimited('rate_limit_exceeded', `Too many requests for this API key; retry after ${Math.ceil(decision.retryAfterSeconds)} s.`, decision.retryAfterSeconds, {
      limit_per_second: deps.rateLimiter.config.perSecond,
      burst: deps.rateLimiter.config.burst,
    });
  }
  if (scope && !grants(auth.key.scopes, scope)) throw missingScope(scope);
  await next();
};
