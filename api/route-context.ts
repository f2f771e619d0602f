import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import type { AppDeps } from '../application/deps.js';
import type { RequireScope } from './middleware/auth.js';

/** What a route module needs to register its routes. */
export interface RouteContext {
  deps: AppDeps;
  /** Route middleware: valid key + rate limit + scope (null: any valid key). */
  requireScope: RequireScope;
  /** Route middleware for create routes: Idempotency-Key handling. */
  idempotent: MiddlewareHandler<AppEnv>;
  /** Forgets a cached key in this process at once (revocation); other processes follow Postgres notifications. */
  forgetKey: (lookup: string) => void;
}
