// @ts-check
import { html, render, nothing } from 'lit-html';
import { loadSession, session } from './api.js';
import { CREATE_FORMS } from './create-forms.js';
import { pageModule } from './kinds.js';
import { errorNote } from './format.js';

/**
 * A page: `load` fetches what it shows (from /v1/* only), `view` draws it, `refreshMs` (when it
 * returns a number) polls `load` again so live runs update without a reload, `after` runs once
 * the DOM is drawn (charts); a run's detail page may add `actions`, its own buttons beside *Run again* (pages/run.js).
 * @typedef {{ title: (data: any, params: any) => string, load: (params: any, ctx: PageContext) => Promise<any>, view: (data: any, ctx: PageContext) => any, refreshMs?: (data: any) => number | null, after?: (data: any, ctx: PageContext) => void, actions?: (data: any) => any }} Page
 * @typedef {{ params: Record<string, string>, query: URLSearchParams, state: Record<string, any>, act: (work: () => Promise<unknown>) => Promise<void>, go: (path: string) => void, redraw: () => void }} PageContext
 */

/** @type {[RegExp, () => Promise<{ page: Page }>][]} */
const ROUTES = [
  [/^\/console\/?$/, () => import('./pages/runs.js')],
  [/^\/console\/runs\/?$/, () => import('./pages/runs.js')],
  [/^\/console\/runs\/(?<id>[A-Za-z0-9_]+)$/, () => import('./pages/run.js')],
  // Each kind's create form, where its view in the kinds table puts it.
  ...CREATE_FORMS.map((form) => /** @type {[RegExp, () => Promise<{ page: Page }>]} */ ([new RegExp(`^${form.path}/?$`), () => import(form.module)])),
  // The augmentation kind's second create form (its view in the kinds table names one form, the relight one).
  [/^\/console\/new\/video\/?$/, () => import(pageModule('augmentation', 'new-video'))],
  [/^\/console\/compare\/?$/, () => import('./pages/compare.js')],
  [/^\/console\/keys\/?$/, () => import('./pages/keys.js')],
  [/^\/console\/usage\/?$/, () => import('./pages/usage.js')],
  [/^\/console\/webhooks\/?$/, () => import('./pages/webhooks.js')],
  [/^\/console\/events\/?$/, () => import('./pages/events.js')],
];

const NAV = [
  ['/console/runs', 'Runs'],
  ['/console/keys', 'API keys'],
  ['/console/usage', 'Usage'],
  ['/console/webhooks', 'Webhooks'],
  ['/console/events', 'Events'],
];

const root = /** @type {HTMLElement} */ (document.getElementById('app'));
// lit-html renders next to what is there: drop the server's "Loading…" first.
root.replaceChildren();
let generation = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;

const frame = (content, path) => html`
  <header class="top">
    <a class="brand" href="/console/runs">Robot Learning Platform</a>
    <nav aria-label="Console">
      <ul>
        ${NAV.map(([href, label]) => html`<li><a href=${href} aria-current=${path.startsWith(href) || (href === '/console/runs' && path === '/console/') ? 'page' : 'false'}>${label}</a></li>`)}
      </ul>
    </nav>
    ${session
      ? html`<form class="who" method="post" action="/console/sign-out">
          <span class="muted">${session.email ?? ''} · ${session.account_id}</span>
          <input type="hidden" name="csrf_token" value=${session.csrf_token}>
          <button type="submit">Sign out</button>
        </form>`
      : nothing}
  </header>
  <main id="main" tabindex="-1">${content}</main>`;

function signedOut() {
  clearTimeout(timer);
  document.title = 'Signed out · Console';
  render(frame(html`<h1>Signed out</h1><p>Your console session has ended. Ask your operator for a sign-in link (<code>npm run admin -- users create …</code>).</p>`, ''), root);
}

async function show(path) {
  const mine = ++generation;
  clearTimeout(timer);
  const url = new URL(path, location.origin);
  const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
  if (!route) {
    render(frame(html`<h1>Not found</h1><p>No console page at ${url.pathname}.</p>`, url.pathname), root);
    return;
  }
  const params = url.pathname.match(route[0])?.groups ?? {};
  const { page } = await route[1]();
  /** @type {PageContext} */
  const ctx = {
    params,
    query: url.searchParams,
    state: {},
    act: async (work) => {
      ctx.state.error = null;
      try {
        await work();
      } catch (error) {
        ctx.state.error = error;
      }
      await refresh();
    },
    go: (to) => navigate(to),
    redraw: () => draw(),
  };
  /** @type {any} */
  let data;
  let loadError = null;
  const draw = () => {
    if (mine !== generation) return;
    const body = loadError && data === undefined ? html`<h1>Console</h1>${errorNote(loadError)}` : html`${errorNote(ctx.state.error)}${page.view(data, ctx)}`;
    render(frame(body, url.pathname), root);
    document.title = `${data === undefined ? 'Console' : page.title(data, params)} · Console`;
    if (data !== undefined) page.after?.(data, ctx);
  };
  const refresh = async () => {
    try {
      data = await page.load(params, ctx);
      loadError = null;
    } catch (error) {
      loadError = error;
      if (data !== undefined) ctx.state.error = error;
    }
    if (mine !== generation || !session) return;
    draw();
    clearTimeout(timer);
    const every = data === undefined ? null : page.refreshMs?.(data);
    if (every) timer = setTimeout(refresh, every);
  };
  await refresh();
  if (mine === generation) /** @type {HTMLElement | null} */ (document.getElementById('main'))?.focus({ preventScroll: true });
}

function navigate(path) {
  history.pushState(null, '', path);
  void show(path);
}

document.addEventListener('click', (event) => {
  const link = /** @type {HTMLElement} */ (event.target)?.closest?.('a');
  if (!link || !(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !url.pathname.startsWith('/console') || url.pathname.startsWith('/console/assets')) return;
  event.preventDefault();
  navigate(url.pathname + url.search);
});
window.addEventListener('popstate', () => void show(location.pathname + location.search));
window.addEventListener('console:signed-out', signedOut);

if (await loadSession()) await show(location.pathname + location.search);
else signedOut();
