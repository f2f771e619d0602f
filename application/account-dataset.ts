import { openHubDataset, type OpenedHubDataset } from '../core/ports/hub-dataset.js';
import { requireDatasetRead } from '../db/dataset-access.js';
import { hubAuthFor } from '../db/hub-auth.js';
import type { AppDeps } from './deps.js';

/**
 * The one way the API and its operations open a dataset a request names: the account must be
 * allowed to read it (another account's private repo is `repo_not_found`, exactly like a missing
 * one), and the hub is called with the account's own credentials. Nothing in api/ or application/
 * opens a hub dataset any other way (test/unit/architecture.test.ts), so no kind can skip the check.
 * Errors are the hub's (HubError, DatasetFormatError); callers map them with datasetApiError.
 */
export async function openAccountDataset(
  deps: Pick<AppDeps, 'sql' | 'hub' | 'config'>,
  accountId: string,
  repoId: string,
  revision: string | null = null,
): Promise<OpenedHubDataset> {
  await requireDatasetRead(deps.sql, deps.hub, accountId, repoId);
  return openHubDataset(deps.hub, repoId, revision, await hubAuthFor(deps.sql, deps.config, accountId));
}

export type OpenAccountDataset = (repoId: string, revision?: string | null) => Promise<OpenedHubDataset>;

/** openAccountDataset bound to one account, for checks that take an opener. */
export const datasetOpenerFor =
  (deps: Pick<AppDeps, 'sql' | 'hub' | 'config'>, accountId: string): OpenAccountDataset =>
  (repoId, revision = null) =>
    openAccountDataset(deps, accountId, repoId, revision);
