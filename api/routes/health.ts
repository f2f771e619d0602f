import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.js';
import type { AppDeps } from '../../application/deps.js';

/** Unauthenticated liveness for process supervisors and the start script; not part of /v1. */
export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.get('/healthz', async (c) => {
    await deps.sql`select 1`;
    return c.json({ ok: true });
  });
}
