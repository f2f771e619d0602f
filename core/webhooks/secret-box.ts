import type { Config } from '../config.js';
import { credentialsBox } from '../credentials/key.js';

/**
 * Webhook signing secrets are kept sealed (AES-256-GCM under the credentials key, bound to the
 * endpoint's id), so a copy of the database does not let anyone sign events. The API shows the
 * clear secret once, at creation; the delivery worker opens it for each attempt.
 */
const boundTo = (endpointId: string) => `webhook_endpoint:${endpointId}`;

export function sealWebhookSecret(config: Config, endpointId: string, secret: string): string {
  return credentialsBox(config).seal(secret, boundTo(endpointId));
}

/** Rows written before secrets were sealed hold them in clear (`whsec_…`) and open as they are. */
export function openWebhookSecret(config: Config, endpointId: string, stored: string): string {
  return credentialsBox(config).open(stored, boundTo(endpointId));
}
