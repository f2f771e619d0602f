import { html, raw } from 'hono/html';

/**
 * Points bare module names at vendored libraries, and /console/public/ at the console's own files: a kind's pages
 * (kinds/<kind>/console/, served at /console/kinds/<kind>/) import the shared helpers as `../../../console/public/…`,
 * the same path on disk and in the browser, so they load the one copy main.js loads. The page's one inline script,
 * allowed by its hash (console/hardening.ts).
 */
export const IMPORT_MAP =
  '{"imports":{"lit-html":"/console/assets/lit-html/lit-html.js","lit-html/":"/console/assets/lit-html/","uplot":"/console/assets/uplot/uPlot.esm.js","/console/public/":"/console/assets/app/"}}';

/** The shell every console page shares: the SPA mounts into <main>. */
export const appShell = () => html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Console · Robot Learning Platform</title>
  <link rel="icon" href="/favicon.ico" type="image/svg+xml">
  <link rel="stylesheet" href="/console/assets/app/console.css">
  <link rel="stylesheet" href="/console/assets/uplot/uPlot.min.css">
  <script type="importmap">${raw(IMPORT_MAP)}</script>
  <script type="module" src="/console/assets/app/main.js"></script>
</head>
<body>
  <a class="skip" href="#main">Skip to content</a>
  <div id="app"><main id="main" tabindex="-1"><p>Loading…</p></main></div>
</body>
</html>`;

const plainPage = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="same-origin">
  <title>${title} · Robot Learning Platform</title>
  <link rel="icon" href="/favicon.ico" type="image/svg+xml">
  <link rel="stylesheet" href="/console/assets/app/console.css">
</head>
<body><main id="main" class="narrow">${body}</main></body>
</html>`;

/** The link lands here and the person confirms with a button: link previewers and scanners that only GET never use up the link. */
export const signInPage = (token: string) =>
  plainPage(
    'Sign in',
    html`<h1>Sign in to the console</h1>
      <form method="post" action="/console/sign-in">
        <input type="hidden" name="token" value="${token}">
        <button type="submit" class="primary">Sign in</button>
      </form>`,
  );

export const messagePage = (title: string, message: string) =>
  plainPage(title, html`<h1>${title}</h1><p>${message}</p><p>Ask your operator for a new sign-in link (<code>npm run admin -- users create …</code>).</p>`);
