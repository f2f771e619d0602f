import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config.js';
import { HubError } from '../core/ports/hub-errors.js';
import type { HubBackend } from '../core/ports/hub.js';
import { modelsDir } from '../core/sim/environment.js';
import { writeDemoDataset } from '../jobs/demo/dataset.js';

/** The dataset `npm start` seeds into the local hub, used by the README's curl walkthrough. */
export const DEMO_DATASET = 'demo/so101-pick-place';
/** Its episodes and seed: episode i of any run with this seed is the same episode. */
export const DEMO_EPISODES = 6;
export const DEMO_SEED = 7;

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
 * Seeds the demo dataset once: 6 episodes of the SO-101 MuJoCo model scripted to pick an orange
 * cube and place it in a box (jobs/demo), with `front` and `top` AV1 cameras at 320×240 rendered
 * from the same simulation, as a LeRobot v3.0 dataset. `modelsDir` holds the robot models setup
 * installed (default `$DATA_DIR/models`); `prebuilt`, a folder `writeDemoDataset` already wrote
 * with the demo's seed and episode count, is pushed instead of simulating again (tests share one).
 */
export async function ensureDemoDatasets(hub: HubBackend, options: { modelsDir?: string; prebuilt?: string } = {}): Promise<string[]> {
  if (await exists(hub, DEMO_DATASET)) return [`demo dataset ${DEMO_DATASET} ok`];
  if (options.prebuilt) return [`demo dataset ${DEMO_DATASET} created at commit ${(await push(hub, options.prebuilt)).slice(0, 12)}`];
  const dir = await mkdtemp(join(tmpdir(), 'rlp-demo-'));
  try {
    await writeDemoDataset(dir, { modelsDir: options.modelsDir ?? modelsDir(loadConfig().dataDir), episodes: DEMO_EPISODES, seed: DEMO_SEED });
    return [`demo dataset ${DEMO_DATASET} created at commit ${(await push(hub, dir)).slice(0, 12)}`];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function push(hub: HubBackend, dir: string): Promise<string> {
  return (await hub.push(DEMO_DATASET, dir, { message: 'Seed demo dataset', tags: ['v3.0'] })).commit;
}
