import { requireDatasetWrite } from '../db/dataset-access.js';
import type { HubBackend } from '../core/ports/hub.js';
import { parseRepoId } from '../core/ports/repo-id.js';
import { loadConfig } from '../core/config.js';
import { findAccount } from '../db/accounts.js';
import { createSql } from '../db/client.js';
import { createHubNamespace, findHubNamespace } from '../db/hub-namespaces.js';

/**
 * Who a `hub push` writes for. With an account: OWNER must be one of its namespaces. Without:
 * OWNER is a shared namespace (registered as one when new) and must not belong to any account.
 */
export async function checkPushOwner(hub: HubBackend, repoId: string, accountId: string | undefined): Promise<void> {
  const { owner } = parseRepoId(repoId);
  const sql = createSql(loadConfig().databaseUrl, { max: 1, applicationName: 'robot-platform-hub-cli' });
  try {
    if (accountId !== undefined) {
      if (!(await findAccount(sql, accountId))) throw new Error(`No account ${accountId}.`);
      await requireDatasetWrite(sql, hub, accountId, repoId);
      return;
    }
    const namespace = await findHubNamespace(sql, owner);
    if (namespace && namespace.account_ids.length > 0) {
      throw new Error(`The namespace '${owner}' belongs to ${namespace.account_ids.join(', ')}; push with --account ACCOUNT_ID.`);
    }
    if (/^acct_/i.test(owner)) throw new Error(`'${owner}' is an account's own namespace; push with --account and that account's id.`);
    await createHubNamespace(sql, owner);
  } finally {
    await sql.end({ timeout: 2 });
  }
}
