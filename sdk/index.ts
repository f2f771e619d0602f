import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './openapi.js';

export type { components, operations, paths };
/** A schema of the API by its component name: `Schema<'Augmentation'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type RlpClient = Client<paths>;

export interface RlpClientOptions {
  /** Where the API is served, e.g. `http://127.0.0.1:8080` (no `/v1`). */
  baseUrl: string;
  /** A `svc_…` key. */
  apiKey: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  fetch?: ClientOptions['fetch'];
}

/**
 * The typed client of the Robot Learning Platform API (openapi-fetch over the types generated
 * from `/v1/openapi.json`): `const { data, error } = await rlp.GET('/v1/augmentations/{id}', { params: { path: { id } } })`.
 */
export function createClient(options: RlpClientOptions): RlpClient {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}`, ...options.headers },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
