import type { ChaosStack } from './stack.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = Record<string, any>;

/** Every 500 the API answered (a 503 with Retry-After is a fault ridden out; a 500 is a defect). */
export const internalErrors: string[] = [];

export async function api(stack: ChaosStack, path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: stack.headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status === 500) internalErrors.push(`${init.method ?? 'GET'} ${path}: ${text.slice(0, 200)}`);
  let body: Body;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

/** GET by id, riding out the seconds a fault makes the API answer 5xx (that is part of recovery). */
export async function getById(stack: ChaosStack, path: string): Promise<Body | null> {
  try {
    const { status, body } = await api(stack, path);
    return status === 200 ? body : null;
  } catch {
    return null;
  }
}

/** Bytes of a URL or API path the API handed out, following its 302 to a signed link (its own paths need the API key). */
export async function download(stack: ChaosStack, url: string): Promise<Buffer> {
  let target = url;
  for (let hops = 0; hops < 3; hops++) {
    const absolute = target.startsWith('/') ? `${stack.baseUrl}${target}` : target.replace(/^http:\/\/chaos\.local/, stack.baseUrl);
    const response = await fetch(absolute, { headers: { Authorization: stack.headers.Authorization! }, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    const location = response.headers.get('Location');
    if (response.status === 302 && location) {
      target = location;
      continue;
    }
    if (response.status !== 200) throw new Error(`GET ${target}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  throw new Error(`GET ${url}: too many redirects`);
}
