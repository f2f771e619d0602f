import { ApiError } from '../core/errors.js';
import { inspectDataset } from '../core/lerobot/index.js';
import { decodeCursor, encodeCursor } from '../db/pagination.js';
import { listReadableRepositories, type DatasetAccess } from '../db/dataset-access.js';
import { openAccountDataset } from './account-dataset.js';
import { datasetApiError } from './dataset-errors.js';
import type { AppDeps } from './deps.js';

/** What a listed dataset holds: the inspect answer without its per-feature detail (POST /v1/datasets/inspect has it all). */
export interface DatasetSummary {
  codebase_version: string;
  robot_type: string | null;
  fps: number;
  total_episodes: number;
  total_frames: number;
  total_tasks: number;
  cameras: string[];
  state_dim: number | null;
  action_dim: number | null;
  trainable: boolean;
  problems: string[];
}

export interface ListedDataset {
  object: 'dataset';
  repo_id: string;
  revision: string;
  private: boolean;
  access: DatasetAccess;
  /** Null when the repository cannot be read as a LeRobot dataset; `error` says why. */
  summary: DatasetSummary | null;
  error: { code: string; message: string } | null;
}

/**
 * One page of the datasets an account can read (db/dataset-access.ts decides which), in repo id
 * order, each opened as the account and inspected: a keyset on the repo id, so repositories pushed
 * while a client pages never shift what it sees. A repository without a commit is not a dataset yet
 * and is left out.
 */
export async function listReadableDatasets(
  deps: Pick<AppDeps, 'sql' | 'hub' | 'config'>,
  accountId: string,
  page: { limit: number; startingAfter: string | null },
): Promise<{ data: ListedDataset[]; hasMore: boolean; nextCursor: string | null }> {
  const access = deps.hub.access;
  if (access.decidedBy !== 'platform') {
    throw new ApiError(501, 'dataset_listing_unavailable', `This deployment's hub (${deps.hub.kind}) decides access from each account's own token, so the platform cannot list what it may read; name a dataset directly (POST /v1/datasets/inspect), or browse the hub.`);
  }
  const after = page.startingAfter === null ? null : decodeCursor(page.startingAfter);
  const repos = (await listReadableRepositories(deps.sql, access, accountId)).filter((repo) => repo.head !== null && (after === null || repo.repoId > after));
  const slice = repos.slice(0, page.limit);
  const data = await Promise.all(slice.map((repo) => describe(deps, accountId, repo.repoId, repo.head!, repo.private, repo.access)));
  const hasMore = repos.length > page.limit;
  return { data, hasMore, nextCursor: hasMore ? encodeCursor(slice.at(-1)!.repoId) : null };
}

async function describe(deps: Pick<AppDeps, 'sql' | 'hub' | 'config'>, accountId: string, repoId: string, head: string, isPrivate: boolean, access: DatasetAccess): Promise<ListedDataset> {
  const listed = { object: 'dataset' as const, repo_id: repoId, revision: head, private: isPrivate, access };
  try {
    const opened = await openAccountDataset(deps, accountId, repoId, head);
    const { codebase_version, robot_type, fps, total_episodes, total_frames, total_tasks, cameras, state_dim, action_dim, trainable, problems } = await inspectDataset(opened.dataset);
    return { ...listed, summary: { codebase_version, robot_type, fps, total_episodes, total_frames, total_tasks, cameras: cameras.map((c) => c.name), state_dim, action_dim, trainable, problems }, error: null };
  } catch (error) {
    const mapped = datasetApiError(error, 'repo_id');
    if (!(mapped instanceof ApiError)) throw error;
    return { ...listed, summary: null, error: { code: mapped.code, message: mapped.message } };
  }
}
