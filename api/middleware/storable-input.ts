import type { MiddlewareHandler } from 'hono';
import { ApiError, parameterInvalid } from '../../core/errors.js';
import type { AppEnv } from '../context.js';

/** Deeper JSON than any request needs; deeper bodies overflowed the stack when serialised. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored in Postgres (text or jsonb), or null when it can. */
export function unstorableReason(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (\\u0000), which cannot be stored';
  if (LONE_SURROGATE.test(value)) return 'contains a lone UTF-16 surrogate (not valid Unicode)';
  return null;
}

const notFound = () => new ApiError(404, 'resource_not_found', 'No such resource: the path is not a valid resource path.', { param: null });

/**
 * The one boundary for what Postgres cannot store: every path segment, query parameter and JSON
 * string (keys and values) is checked before any route sees it, so such input is a 400 naming
 * the field (a 404 in a path), never a 500 from the database.
 */
export const storableInput = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw notFound();
    }
    if (unstorableReason(decoded) !== null) throw notFound();
  }
  for (const [name, value] of url.searchParams) {
    const reason = unstorableReason(name) ?? unstorableReason(value);
    if (reason !== null) throw parameterInvalid(unstorableReason(name) === null ? name : null, `Query parameter '${printable(name)}' ${reason}.`);
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /json/i.test(c.req.header('Content-Type') ?? '')) {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next(); // the route's validator answers invalid_json
    }
    checkJson(body);
  }
  return next();
};

/** Walks the parsed body without recursion, so a hostile depth cannot overflow the stack here. */
function checkJson(root: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const param = path.join('.') || null;
    if (typeof value === 'string') {
      const reason = unstorableReason(value);
      if (reason !== null) throw parameterInvalid(param, `'${param ?? 'body'}' ${reason}.`);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) throw parameterInvalid(param, `'${param}' is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const reason = unstorableReason(key);
      if (reason !== null) throw parameterInvalid(param, `A key in '${param ?? 'body'}' ${reason}.`);
      stack.push({ value: item, path: [...path, key] });
    }
  }
}

const printable = (text: string) => (unstorableReason(text) === null ? text : JSON.stringify(text).slice(1, -1));
