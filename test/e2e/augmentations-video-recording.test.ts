import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset, readEpisodeFrames } from '../../core/lerobot/index.js';
import { ACTION_KEY, STATE_KEY } from '../../core/lerobot/types.js';
import { createAugmentation, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

/**
 * VIDEO_ENGINE=twin on the real recording (trajectories real, no video files): the twin renders no
 * camera, so the generated episodes carry states and actions only, and the run says so. Slow (two twin builds).
 */
const DATASET = 'lab/so101-record-test';
const PROMPTS = ['the cube 2 cm further left', 'a blue cube'];

interface Stats {
  min: number[];
  max: number[];
}

describe('video engine twin on the real recording (no videos): episodes with states and actions in its units', () => {
  let stack: TestStack;
  let account: TestAccount;
  let done: AugmentationBody & { plan: { reason: string | null } | null };
  let outputDir: string;

  beforeAll(async () => {
    stack = await startStack({ videoEngine: 'twin', env: { SIM_MODELS_DIR: MODELS_DIR } });
    account = await stack.createAccount({ credits: 10_000, features: ['video_augmentation', 'twins'] });
    await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
    const created = await createAugmentation(stack, account, { source: { repo_id: DATASET }, instructions: 'vary the scene', model: 'video', config: { variation_prompts: PROMPTS } });
    done = (await waitForAugmentation(stack, account, created.id, { timeoutMs: 40 * 60_000 })) as typeof done;
    outputDir = join(stack.dataDir, 'video-recording-download');
    for (const file of done.output.files ?? []) {
      const url = new URL(file.url);
      const response = await stack.request(url.pathname + url.search);
      expect(response.status).toBe(200);
      await mkdir(dirname(join(outputDir, file.path)), { recursive: true });
      await writeFile(join(outputDir, file.path), Buffer.from(await response.arrayBuffer()));
    }
  }, 45 * 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('succeeds with one episode per prompt; the run says its cameras have no video and none was made', async () => {
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const episodes = (await (await stack.request(`/v1/augmentations/${done.id}/episodes`, { headers: account.headers })).json()) as { data: { index: number; status: string; source_episode_index: number; error: string | null }[] };
    expect(episodes.data.map((e) => [e.index, e.source_episode_index, e.status]), JSON.stringify(episodes.data)).toEqual([
      [0, 0, 'succeeded'],
      [1, 1, 'succeeded'],
    ]);
    expect(done.plan?.reason).toMatch(/no video for observation\.images\.front, observation\.images\.top/);
    const meta = JSON.parse(await readFile(join(outputDir, 'meta', 'video_engine.json'), 'utf8')) as { cameras_without_video: string[]; cameras_note: string };
    expect(meta.cameras_without_video).toEqual(['observation.images.front', 'observation.images.top']);
    expect(meta.cameras_note).toMatch(/no view is made up/);
    const output = await openDataset(outputDir);
    expect(output.cameras).toEqual([]);
    expect((await readdir(outputDir)).includes('videos')).toBe(false);
  });

  it("the generated states and actions are in the recording's units: inside its stats' range per joint, with a margin", async () => {
    const stats = JSON.parse(await readFile(join(SO101_RECORD_TEST, 'meta', 'stats.json'), 'utf8')) as Record<string, Stats>;
    const output = await openDataset(outputDir);
    expect(output.episodes).toHaveLength(2);
    for (const episode of output.episodes) {
      const frames = await readEpisodeFrames(output, episode.index);
      expect(frames.length).toBeGreaterThan(300);
      for (const key of [STATE_KEY, ACTION_KEY]) {
        const { min, max } = stats[key]!;
        for (let joint = 0; joint < min.length; joint += 1) {
          const margin = Math.max(5, 0.25 * (max[joint]! - min[joint]!));
          const values = frames.map((f) => (f[key] as number[])[joint]!);
          expect(Math.min(...values), `${key}[${joint}]`).toBeGreaterThan(min[joint]! - margin);
          expect(Math.max(...values), `${key}[${joint}]`).toBeLessThan(max[joint]! + margin);
        }
      }
    }
  });
});
