import type { Env, Hono } from 'hono';
import type { Sql } from '../db/client.js';
import { consoleHardening } from './hardening.js';
import { consoleRoutes } from './routes.js';

/** Serves the console at /console on the service's own app. */
export function mountConsole<E extends Env>(app: Hono<E>, settings: { sql: Sql; publicBaseUrl: string }): void {
  app.get('/console', consoleHardening(), (c) => c.redirect('/console/', 301));
  app.route('/console', consoleRoutes(settings));
}
