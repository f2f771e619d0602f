import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import type { CodebaseVersion } from '../../core/lerobot/types.js';
import { completeParams } from '../../core/relight/params.js';
import { relightDataset } from '../../jobs/relight/relight-dataset.js';
import { lerobotPython as python, lerobotSkipReason } from '../helpers/lerobot-python.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * A relit dataset is still a LeRobot dataset to LeRobot itself: its own `LeRobotDataset` opens our
 * output and decodes a frame of every camera. Runs where `npm run setup:lerobot` installed LeRobot
 * (CI does); otherwise skipped, saying so.
 */
const opener = fileURLToPath(new URL('../helpers/lerobot_open.py', import.meta.url));
const skipReason = lerobotSkipReason();
if (skipReason) console.warn(`[relight-lerobot.test] SKIPPED: ${skipReason}`);

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  scratch = await makeTempDir('relight-lerobot');
});
afterAll(() => scratch?.cleanup());

function openWithLerobot(root: string): { version: string; episodes: number; frames: number; cameras: Record<string, number[]> } {
  const result = spawnSync(python, [opener, root], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, HF_HUB_OFFLINE: '1' } });
  expect(result.status, result.stderr.slice(-2000)).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

describe("LeRobot's LeRobotDataset opens a relit dataset", () => {
  beforeEach((ctx) => ctx.skip(skipReason !== null, skipReason ?? undefined));
  it.each(['v3.0', 'v2.1'] satisfies CodebaseVersion[])('%s: every camera decodes, episodes and frames as in the source', async (version) => {
    const source = join(scratch.path, `source-${version}`);
    const output = join(scratch.path, `relit-${version}`);
    await writeSyntheticDataset(source, { version, episodes: 2, framesPerEpisode: 6, cameras: [{ name: 'front', width: 64, height: 64 }, { name: 'top', width: 64, height: 64 }] });
    await relightDataset({ sourceDir: source, outputDir: output, cameras: { 'observation.images.top': completeParams({ exposure: -1, temperature: 3000 }) } }, () => undefined);
    const opened = openWithLerobot(output);
    expect(opened).toMatchObject({ version, episodes: 2, frames: 12 });
    expect(Object.keys(opened.cameras).sort()).toEqual(['observation.images.front', 'observation.images.top']);
    for (const shape of Object.values(opened.cameras)) expect(shape).toEqual([3, 64, 64]);
  });
});
