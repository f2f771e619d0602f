import type { Env, Hono } from 'hono';
import { readAsset } from './assets.js';
import { consoleHardening } from './hardening.js';
import { consoleRoutes, type ConsoleSettings } from './routes.js';

/** Serves the console at /console on the service's own app, and the site's icon at /favicon.ico (browsers ask for it there). */
export function mountConsole<E extends Env>(app: Hono<E>, settings: ConsoleSettings): void {
  app.get('/console', consoleHardening(), (c) => c.redirect('/console/', 301));
  app.get('/favicon.ico', consoleHardening(), async (c) => {
    const icon = (await readAsset('app', 'favicon.svg'))!;
    return c.body(new Uint8Array(icon.body), 200, { 'Content-Type': icon.type, 'Cache-Control': 'public, max-age=86400' });
  });
  app.route('/console', consoleRoutes(settings));
}
