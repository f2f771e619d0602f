import type { Context } from 'hono';
import type { StorageBackend } from '../../core/ports/storage.js';
import type { AppEnv } from '../context.js';
import { storedObjectResponse } from '../file-response.js';
import type { StoredObject } from './kind.js';

/** Signed links stay valid this long (the spec: one hour). */
export const LINK_TTL_SECONDS = 3600;

/** A link to a stored object: signed (no Authorization needed) when storage signs, else the API's own fallback path. */
export function storedObjectLink(storage: StorageBackend, publicBaseUrl: string, key: string, fallbackPath: string) {
  const signed = storage.signedUrl(key, LINK_TTL_SECONDS);
  return signed
    ? { url: signed, requires_auth: false, expires_at: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString() }
    : { url: `${publicBaseUrl}${fallbackPath}`, requires_auth: true, expires_at: null };
}

/**
 * The one way a route hands out a stored object: a 302 to a signed link when storage signs (and the
 * route redirects), else the object streamed through the API with Range and HEAD.
 */
export function serveStoredObject(c: Context<AppEnv>, storage: StorageBackend, object: StoredObject, redirectWhenSigned = true): Promise<Response> | Response {
  const signed = redirectWhenSigned ? storage.signedUrl(object.key, LINK_TTL_SECONDS) : null;
  if (signed) return c.redirect(signed, 302);
  return storedObjectResponse(c, storage, object.key, object.filename?.replace(/["\\]/g, '_'));
}
