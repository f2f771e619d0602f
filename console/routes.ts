import { Hono } from 'hono';
import { hashToken } from '../core/console/tokens.js';
import { consumeSignInLink, findConsoleUser } from '../db/console-users.js';
import type { PublishedKind } from '../core/kinds.js';
import { hasKindPage, readAsset, readKindPage } from './assets.js';
import { consoleHardening } from './hardening.js';
import { COMPARE_PART_FILE, CONSOLE_KINDS_MODULE, consoleKindsModule } from './kinds-module.js';
import { appShell, messagePage, signInPage } from './pages.js';
import { currentSession, endSession, sameOrigin, startSession, type SessionSettings } from './session.js';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
// same-origin: the token in a sign-in URL never leaves in a Referer, and our own form posts keep their Origin (no-referrer would make it "null").
const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };

export interface ConsoleSettings extends SessionSettings {
  /** The kinds the API mounts, as its OpenAPI document publishes them: the console's runs list, pages and forms. */
  kinds: readonly PublishedKind[];
  /** Where each of those kinds that has console pages keeps them (a folder from the project root, its registry entry's `consolePages`), by kind. */
  pageFolders: Readonly<Record<string, string>>;
}

/**
 * The console: sign-in, sign-out and the session description, the single-page app and its
 * files. Everything the pages show comes from /v1/* in the browser, authenticated by the
 * session cookie (plus the CSRF token on writes); nothing here reads an account's resources.
 */
export function consoleRoutes(settings: ConsoleSettings): Hono {
  const app = new Hono();
  app.use('*', consoleHardening());

  app.get('/sign-in', (c) => {
    const token = c.req.query('token') ?? '';
    if (!TOKEN.test(token)) return c.html(messagePage('Sign-in link not valid', 'This sign-in link is malformed.'), 400, NO_STORE);
    return c.html(signInPage(token), 200, NO_STORE);
  });

  app.post('/sign-in', async (c) => {
    if (!sameOrigin(c, settings)) return c.html(messagePage('Sign-in refused', 'The sign-in form must be sent from this site.'), 403, NO_STORE);
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : '';
    const user = TOKEN.test(token) ? await consumeSignInLink(settings.sql, hashToken(token)) : undefined;
    if (!user) return c.html(messagePage('Sign-in link not valid', 'This sign-in link was already used or has expired.'), 400, NO_STORE);
    await startSession(c, settings, user);
    return c.redirect('/console/', 303);
  });

  app.post('/sign-out', async (c) => {
    const session = await currentSession(c, settings);
    const form = await c.req.parseBody();
    if (session && (!sameOrigin(c, settings) || form.csrf_token !== session.csrf_token)) {
      return c.html(messagePage('Sign-out refused', 'The sign-out form must be sent from the console.'), 403, NO_STORE);
    }
    await endSession(c, settings);
    return c.html(messagePage('Signed out', 'Your console session has ended.'), 200, NO_STORE);
  });

  app.get('/session', async (c) => {
    const session = await currentSession(c, settings);
    if (!session) return c.json({ signed_in: false }, 401, NO_STORE);
    const user = await findConsoleUser(settings.sql, session.user_id);
    return c.json(
      { signed_in: true, account_id: session.account_id, email: user?.email ?? null, csrf_token: session.csrf_token, expires_at: session.expires_at.toISOString() },
      200,
      NO_STORE,
    );
  });

  // A mounted kind's pages folder (its entry's consolePages) is served at /console/kinds/<kind>/ (kindPagesUrl): only those .js files.
  const pageFolders = new Map(Object.entries(settings.pageFolders));
  const compareParts = [...pageFolders].flatMap(([kind, folder]) => (hasKindPage(folder, COMPARE_PART_FILE) ? [kind] : []));
  const kindsModule = consoleKindsModule(settings.kinds, [...pageFolders.keys()], compareParts);
  app.get(`/assets/app/${CONSOLE_KINDS_MODULE}`, (c) => c.body(kindsModule, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));

  app.get('/assets/:root/:path{.+}', async (c) => {
    const asset = await readAsset(c.req.param('root'), c.req.param('path'));
    if (!asset) return c.text('Not found', 404);
    return c.body(new Uint8Array(asset.body), 200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
  });

  app.get('/kinds/:kind/:file', async (c) => {
    const folder = pageFolders.get(c.req.param('kind'));
    const page = folder ? await readKindPage(folder, c.req.param('file')) : null;
    if (!page) return c.text('Not found', 404);
    return c.body(new Uint8Array(page.body), 200, { 'Content-Type': page.type, 'Cache-Control': 'no-cache' });
  });
  app.get('/kinds/*', (c) => c.text('Not found', 404));

  app.get('/', (c) => c.html(appShell(), 200, { 'Cache-Control': 'no-store' }));
  app.get('/*', (c) => c.html(appShell(), 200, { 'Cache-Control': 'no-store' }));
  return app;
}
