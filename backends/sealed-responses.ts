import type { Config } from '../core/config.js';
import { openSecret, sealSecret } from '../core/credentials/seal.js';
import { credentialsKeyFor } from './credentials-key.js';

export interface ResponseBox {
  seal(body: string, boundTo: string): string;
  /** Also reads bodies stored in clear by an earlier version. */
  open(stored: string, boundTo: string): string;
}

/**
 * Stored idempotent responses, sealed under the credentials key: a replayable response may carry a
 * secret that is shown once. Bodies stored in clear by an earlier version are JSON and never start
 * with the sealed form's `v1.`.
 */
export function sealedResponseBox(config: Config): ResponseBox {
  return {
    seal: (body, boundTo) => sealSecret(credentialsKeyFor(config), body, boundTo),
    open: (stored, boundTo) => (stored.startsWith('v1.') ? openSecret(credentialsKeyFor(config), stored, boundTo) : stored),
  };
}
