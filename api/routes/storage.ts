import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LocalStorage, LOCAL_STORAGE_ROUTE } from '../../backends/storage/local.js';
import { checkSignature } from '../../core/storage-signing.js';
import { ApiError } from '../../core/errors.js';
import type { AppEnv } from '../context.js';
import type { AppDeps } from '../../application/deps.js';
import { storedObjectResponse } from '../file-response.js';

/**
 * Serves the local storage backend's signed links: no API key, the signature and expiry in the
 * query string are the credential. Not part of /v1 (links are opaque to clients).
 */
export function registerStorageRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const storage = deps.storage;
  if (!(storage instanceof LocalStorage) || !storage.signingSecret) return;
  const secret = storage.signingSecret;
  const serve = async (c: Context<AppEnv>) => {
    const key = c.req.path.slice(LOCAL_STORAGE_ROUTE.length + 1).split('/').map(decodeURIComponent).join('/');
    const expires = Number(c.req.query('expires'));
    const check = checkSignature(secret, key, expires, c.req.query('signature') ?? '');
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(403, 'link_expired', 'This download link has expired; fetch the resource again for a fresh one.')
        : new ApiError(403, 'link_invalid', 'This download link is not valid.');
    }
    return storedObjectResponse(c, storage, key);
  };
  app.get(`${LOCAL_STORAGE_ROUTE}/*`, serve);
  app.on('HEAD', `${LOCAL_STORAGE_ROUTE}/*`, serve);
}
