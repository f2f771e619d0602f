import { expect } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import type { CodebaseVersion } from '../../core/lerobot/types.js';
import type { TestAccount, TestStack } from './stack.js';

/** Writes a tiny synthetic LeRobot dataset (64×64 AV1, cameras front and top) and pushes it to the stack's local hub. */
export async function pushTinyDataset(
  stack: TestStack,
  repoId: string,
  options: { episodes?: number; frames?: number; version?: CodebaseVersion; fps?: number; episodesPerFile?: number; size?: number } = {},
): Promise<{ commit: string; dir: string }> {
  const version = options.version ?? 'v3.0';
  const dir = `${stack.dataDir}/src-${repoId.replace('/', '__')}`;
  const size = options.size ?? 64;
  await writeSyntheticDataset(dir, {
    version,
    episodes: options.episodes ?? 2,
    framesPerEpisode: options.frames ?? 8,
    fps: options.fps ?? 30,
    imageStats: false,
    cameras: [{ name: 'front', width: size, height: size }, { name: 'top', width: size, height: size }],
    ...(options.episodesPerFile ? { episodesPerFile: options.episodesPerFile } : {}),
  });
  const pushed = await stack.deps.hub.push(repoId, dir, { message: 'test dataset', tags: [version] });
  return { commit: pushed.commit, dir };
}

export interface AugmentationBody {
  id: string;
  status: string;
  progress: number;
  phase: string | null;
  status_message: string | null;
  error: { code: string; message: string | null } | null;
  model: string;
  plan: { engine: string; reason: string | null; relight: Record<string, Record<string, number>> | null; source_revision: string | null } | null;
  output: { type: string; files?: { path: string; bytes: number; url: string }[] | null; url?: string | null; repo_id?: string | null };
  tokens: { charged: number };
  config: { episode_count: number };
}

export async function createAugmentation(stack: TestStack, account: TestAccount, json: unknown, headers: Record<string, string> = {}): Promise<AugmentationBody> {
  const response = await stack.request('/v1/augmentations', { method: 'POST', headers: { ...account.headers, ...headers }, json });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as AugmentationBody;
}

export async function getAugmentation(stack: TestStack, account: TestAccount, id: string): Promise<AugmentationBody> {
  const response = await stack.request(`/v1/augmentations/${id}`, { headers: account.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as AugmentationBody;
}

/** Polls GET by id until the run ends (or `until` holds), recording every (phase, progress) seen. */
export async function waitForAugmentation(
  stack: TestStack,
  account: TestAccount,
  id: string,
  options: { timeoutMs?: number; until?: (a: AugmentationBody) => boolean; seen?: AugmentationBody[] } = {},
): Promise<AugmentationBody> {
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  const until = options.until ?? ((a) => a.status !== 'processing');
  for (;;) {
    const current = await getAugmentation(stack, account, id);
    options.seen?.push(current);
    if (until(current)) return current;
    if (Date.now() > deadline) throw new Error(`augmentation ${id} still ${current.status} (${current.phase} ${current.progress}) after the timeout`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
