import { HubError, repoNotFound } from '../core/ports/hub-errors.js';
import type { HubBackend } from '../core/ports/hub.js';
import { parseRepoId } from '../core/ports/repo-id.js';
import type { Queryable } from './client.js';
import { accountNamespace, grantHubNamespace, hasHubNamespaceGrant } from './hub-namespaces.js';

/**
 * Who may use which dataset repository, as on the Hugging Face Hub: a repo's namespace
 * (`owner/…`) belongs to the accounts granted it; an account reads public repos and the
 * private repos of its namespaces, and writes only into its namespaces. The local hub has no
 * accounts of its own, so the API and the activities ask here (with the grants in db/hub-namespaces) before every read and write.
 * On the Hugging Face backend the account's own token already enforces this, and these checks
 * pass through to it.
 */

/** Throws `repo_not_found` (exactly as for a missing repo) when the account may not read it. */
export async function requireDatasetRead(q: Queryable, hub: HubBackend, accountId: string, repoId: string): Promise<void> {
  if (hub.access.decidedBy === 'hub') return;
  const { owner } = parseRepoId(repoId);
  if (!(await hub.access.isPrivate(repoId))) return;
  if (owner === accountNamespace(accountId) || (await hasHubNamespaceGrant(q, owner, accountId))) return;
  throw repoNotFound(repoId);
}

/** Throws `unauthorized` when the account may not write into the repo's namespace. */
export async function requireDatasetWrite(q: Queryable, hub: HubBackend, accountId: string, repoId: string): Promise<void> {
  if (hub.access.decidedBy === 'hub') return;
  const { owner } = parseRepoId(repoId);
  if (owner === accountNamespace(accountId)) {
    await grantHubNamespace(q, owner, accountId); // recorded, so the operator's list shows it
    return;
  }
  if (await hasHubNamespaceGrant(q, owner, accountId)) return;
  throw new HubError(
    'unauthorized',
    `The namespace '${owner}' does not belong to this account; write into your own namespace '${accountNamespace(accountId)}' (or one an operator granted you).`,
    { repoId },
  );
}

/**
 * Where an output repo goes when the client names none: the account's own namespace on the
 * local hub, the source's owner on the Hugging Face Hub (the account's token decides there).
 */
export function defaultOutputNamespace(hub: HubBackend, accountId: string, sourceRepoId: string): string {
  return hub.access.decidedBy === 'platform' ? accountNamespace(accountId) : parseRepoId(sourceRepoId).owner;
}
