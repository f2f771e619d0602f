import type { Queryable } from '../../../db/client.js';

export type EpisodeStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface AugmentationEpisodeRow {
  augmentation_id: string;
  index: number;
  source_episode_index: number;
  prompt: string | null;
  status: EpisodeStatus;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Creates the episode rows of a video run once; a retried call keeps the rows (and their statuses) as they are. */
export async function ensureAugmentationEpisodes(
  q: Queryable,
  augmentationId: string,
  episodes: { index: number; sourceEpisodeIndex: number; prompt: string | null }[],
): Promise<void> {
  if (episodes.length === 0) return;
  const rows = episodes.map((e) => ({
    augmentation_id: augmentationId,
    index: e.index,
    source_episode_index: e.sourceEpisodeIndex,
    prompt: e.prompt,
    status: 'pending',
  }));
  await q`insert into augmentation_episodes ${q(rows)} on conflict (augmentation_id, index) do nothing`;
}

export async function setEpisodeStatus(q: Queryable, augmentationId: string, index: number, status: EpisodeStatus, error: string | null = null): Promise<void> {
  await q`
    update augmentation_episodes set status = ${status}, error = ${error}, updated_at = now()
    where augmentation_id = ${augmentationId} and index = ${index}`;
}

/** Episodes not finished when a run ends are marked with the run's ending. */
export async function closeOpenEpisodes(q: Queryable, augmentationId: string, status: 'failed' | 'canceled', error: string | null): Promise<number> {
  const rows = await q`
    update augmentation_episodes set status = ${status}, error = ${error}, updated_at = now()
    where augmentation_id = ${augmentationId} and status in ('pending', 'processing')
    returning index`;
  return rows.length;
}

export function augmentationEpisodes(q: Queryable, augmentationId: string): Promise<AugmentationEpisodeRow[]> {
  return q<AugmentationEpisodeRow[]>`select * from augmentation_episodes where augmentation_id = ${augmentationId} order by index`;
}

/** One page by index (ascending): episodes after `afterIndex`. */
export function pageAugmentationEpisodes(q: Queryable, augmentationId: string, limit: number, afterIndex: number | null): Promise<AugmentationEpisodeRow[]> {
  return q<AugmentationEpisodeRow[]>`
    select * from augmentation_episodes
    where augmentation_id = ${augmentationId} and index > ${afterIndex ?? -1}
    order by index limit ${limit + 1}`;
}
