// @ts-check
/** The console's only way to the service: the public API, authenticated by the session cookie. */

/** @type {{ account_id: string, email: string | null, csrf_token: string, expires_at: string } | null} */
export let session = null;

export class ApiError extends Error {
  /** @param {number} status @param {any} envelope */
  constructor(status, envelope) {
    super(envelope?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = envelope?.error?.code ?? null;
    this.param = envelope?.error?.param ?? null;
  }
}

/** Reads the session (and its CSRF token); null when signed out. */
export async function loadSession() {
  const response = await fetch('/console/session', { credentials: 'same-origin', cache: 'no-store' });
  session = response.ok ? await response.json() : null;
  return session;
}

/**
 * Calls /v1/*: JSON in and out, the CSRF token on every request that changes something.
 * @param {string} path
 * @param {{ method?: string, json?: unknown, headers?: Record<string, string> }} [init]
 */
export async function api(path, init = {}) {
  const method = init.method ?? 'GET';
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json', ...init.headers };
  if (method !== 'GET' && session) headers['X-CSRF-Token'] = session.csrf_token;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401) {
    session = null;
    window.dispatchEvent(new CustomEvent('console:signed-out'));
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

/** Every page of a list route (`has_more` / `next_cursor`), up to `max` items. */
export async function listAll(path, max = 200) {
  const items = [];
  let cursor = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await api(`${path}${sep}limit=100${cursor ? `&starting_after=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor && items.length < max);
  return items;
}
