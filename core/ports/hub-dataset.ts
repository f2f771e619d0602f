import { openDataset, type LeRobotDataset } from '../lerobot/index.js';
import type { HubAuth, HubBackend } from './hub.js';

export interface OpenedHubDataset {
  repoId: string;
  /** The commit read: every later read of this dataset should pin it. */
  commit: string;
  root: string;
  dataset: LeRobotDataset;
}

/** Resolves a hub dataset to a commit, materialises that commit locally and opens it. */
export async function openHubDataset(
  hub: HubBackend,
  repoId: string,
  revision?: string | null,
  auth?: HubAuth,
): Promise<OpenedHubDataset> {
  const resolved = await hub.resolve(repoId, revision ?? null, auth);
  const root = await hub.checkout(repoId, resolved.commit, auth);
  return { repoId, commit: resolved.commit, root, dataset: await openDataset(root) };
}
