import { HubError, repoNotFound } from '../core/ports/hub-errors.js';
import type { HubBackend, HubRepositoryEntry } from '../core/ports/hub.js';
import { parseRepoId } from '../core/ports/repo-id.js';
import type { Queryable } from './client.js';
import { accountNamespace, grantHubNamespace, hasHubNamespaceGrant, isAccountNamespace, listHubNamespaces } from './hub-namespaces.js';

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

export type DatasetAccess = 'own' | 'granted' | 'shared';

/**
 * The repositories an account may list, by id, each with why: its own namespace's and the
 * namespaces an operator granted it (private repos included), and the public repos of shared
 * namespaces (an operator's, such as `demo`: granted to no other account and no account's own).
 * Another account's namespace is never listed, not even its public repos (they stay readable by
 * name). Only for a hub whose access the platform decides.
 */
export async function listReadableRepositories(
  q: Queryable,
  access: Extract<HubBackend['access'], { decidedBy: 'platform' }>,
  accountId: string,
): Promise<(HubRepositoryEntry & { access: DatasetAccess })[]> {
  const own = accountNamespace(accountId);
  const namespaces = new Map((await listHubNamespaces(q)).map((n) => [n.name, n.account_ids]));
  const readable: (HubRepositoryEntry & { access: DatasetAccess })[] = [];
  for (const repo of await access.listRepositories()) {
    const { owner } = parseRepoId(repo.repoId);
    const grantees = namespaces.get(owner) ?? [];
    if (owner === own) readable.push({ ...repo, access: 'own' });
    else if (grantees.includes(accountId)) readable.push({ ...repo, access: 'granted' });
    else if (!repo.private && grantees.length === 0 && !isAccountNamespace(owner)) readable.push({ ...repo, access: 'shared' });
  }
  return readable.sort((a, b) => (a.repoId < b.repoId ? -1 : a.repoId > b.repoId ? 1 : 0));
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
