import type { Config } from '../core/config.js';
import { sealWebhookSecret } from '../core/webhooks/secret-box.js';
import type { Sql } from './client.js';
import { clearTextWebhookSecrets, replaceWebhookSecret } from './webhook-endpoints.js';

/** Seals every secret still stored in clear; returns how many. Safe to run at every start. */
export async function sealClearTextWebhookSecrets(sql: Sql, config: Config): Promise<number> {
  let sealed = 0;
  for (const { id, secret } of await clearTextWebhookSecrets(sql)) {
    if (await replaceWebhookSecret(sql, id, secret, sealWebhookSecret(config, id, secret))) sealed++;
  }
  return sealed;
}
