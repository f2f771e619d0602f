import type { Sql } from './client.js';

/** Channels written by the triggers of migration 003. */
export const ACCOUNT_CHANGED_CHANNEL = 'rlp_account_changed';
export const API_KEY_CHANGED_CHANNEL = 'rlp_api_key_changed';

export interface ChangeHandlers {
  accountChanged(accountId: string): void;
  apiKeyChanged(lookup: string): void;
  /** Called on every (re)connection of the listening connection: anything may have been missed. */
  resubscribed(): void;
}

/** Subscribes to account and key changes on a dedicated connection of the pool. */
export async function listenForChanges(sql: Sql, handlers: ChangeHandlers): Promise<() => Promise<void>> {
  const accounts = await sql.listen(ACCOUNT_CHANGED_CHANNEL, handlers.accountChanged, handlers.resubscribed);
  const keys = await sql.listen(API_KEY_CHANGED_CHANNEL, handlers.apiKeyChanged, handlers.resubscribed);
  return async () => {
    await accounts.unlisten();
    await keys.unlisten();
  };
}
