import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HubError } from '../core/ports/hub-errors.js';
import type { HubBackend } from '../core/ports/hub.js';
import { writeSyntheticDataset } from '../core/lerobot/index.js';

/** The dataset `npm start` seeds into the local hub, used by the README's curl walkthrough. */
export const DEMO_DATASET = 'demo/so101-pick-place';

async function exists(hub: HubBackend, repoId: string): Promise<boolean> {
  try {
    await hub.resolve(repoId);
    return true;
  } catch (error) {
    if (error instanceof HubError && error.code === 'repo_not_found') return false;
    throw error;
  }
}

/**
 * Seeds the demo dataset once: a generated LeRobot v3.0 dataset (6 episodes of 5 s, two AV1
 * cameras at 320×240, smooth SO-101 trajectories). Synthetic pixels and motion, real formats.
 */
export async function ensureDemoDatasets(hub: HubBackend): Promise<string[]> {
  if (await exists(hub, DEMO_DATASET)) return [`demo dataset ${DEMO_DATASET} ok`];
  const dir = await mkdtemp(join(tmpdir(), 'rlp-demo-'));
  try {
    await writeSyntheticDataset(dir, {
      version: 'v3.0',
      episodes: 6,
      framesPerEpisode: [150, 140, 160, 150, 145, 155],
      fps: 30,
      cameras: [
        { name: 'front', width: 320, height: 240 },
        { name: 'top', width: 320, height: 240 },
      ],
      codec: 'av1',
      robotType: 'so101_follower',
      tasks: ['Pick the orange cube and place it in the box'],
      seed: 7,
    });
    const pushed = await hub.push(DEMO_DATASET, dir, { message: 'Seed demo dataset', tags: ['v3.0'] });
    return [`demo dataset ${DEMO_DATASET} created at commit ${pushed.commit.slice(0, 12)}`];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
