import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { openDataset, readEpisodeFrames } from '../../core/lerobot/index.js';
import { ACTION_KEY, STATE_KEY } from '../../core/lerobot/types.js';
import { credentialsKeyFor } from '../../core/credentials/key.js';
import { authenticatedJobLine, jobEventToken, UNVERIFIED_PREFIX } from '../../core/jobs/protocol.js';
import { parseVideoEvent, videoJobReport } from '../../core/jobs/video.js';
import { pythonJob, SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';
import { createAugmentation, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { demoDatasetDir, seedDemoDataset } from '../helpers/demo-dataset.js';
import { lerobotPython, lerobotSkipReason } from '../helpers/lerobot-python.js';
import { photoFrom } from '../helpers/reference-photo.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

/**
 * VIDEO_ENGINE=twin on the demo recording: each prompt is an episode generated in the twin of its
 * source episode (built by the run, cameras calibrated), judged by the twin, published as a
 * LeRobot dataset in the source's layout. Slow (a twin build and 2 rendered cameras per episode).
 */
const REPLAY_CHECK = pythonJob('video.replay_check');
const opener = fileURLToPath(new URL('../helpers/lerobot_open.py', import.meta.url));
// Two prompts cover the three kinds of variation (object position and colour in one, light in the other):
// each prompt costs a twin build of its own source episode, the slowest part of the suite.
const PROMPTS = ['a blue cube 3 cm further left', 'dim warm light'];
const TOP = 'observation.images.top';

interface Plan {
  engine: string;
  variations: { index: number; prompt: string; seed: number; parameters: Record<string, unknown>; matched: string[] }[] | null;
}

function runPython(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(SIM_PYTHON, args, { env: { ...process.env, ...simJobEnv() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err.slice(-1500)}`))));
  });
}

function videoFrames(path: string): number {
  const probe = spawnSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames,width,height,codec_name', '-of', 'json', path], { encoding: 'utf8' });
  const stream = (JSON.parse(probe.stdout) as { streams: { nb_read_frames: string }[] }).streams[0]!;
  return Number(stream.nb_read_frames);
}

describe('video engine twin: new episodes generated in the recording twin', () => {
  let stack: TestStack;
  let account: TestAccount;
  let done: AugmentationBody & { plan: Plan | null };
  let outputDir: string;
  let generatedIndices: number[] = [];

  beforeAll(async () => {
    stack = await startStack({ videoEngine: 'twin', env: { SIM_MODELS_DIR: MODELS_DIR } });
    account = await stack.createAccount({ credits: 10_000, features: ['video_augmentation', 'twins'] });
    await seedDemoDataset(stack.deps.hub);
    // A photo of the top camera's target look: its own first frame a stop darker (×0.73 encoded ≈ ×0.5 linear); the first prompt has no light words of its own.
    const demo = await openDataset(await demoDatasetDir());
    const photo = await photoFrom(join(demo.root, demo.episodes[0]!.videos[TOP]!.path), 'colorchannelmixer=rr=0.73:gg=0.73:bb=0.73', join(stack.dataDir, 'top-darker.png'));
    const created = await createAugmentation(stack, account, {
      source: { repo_id: DEMO_DATASET },
      instructions: 'vary the scene',
      model: 'video',
      config: { variation_prompts: PROMPTS },
      reference_images: [{ data: photo, media_type: 'image/png', camera: 'top' }],
    });
    done = (await waitForAugmentation(stack, account, created.id, { timeoutMs: 40 * 60_000 })) as typeof done;
    outputDir = join(stack.dataDir, 'video-twin-download');
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

  it('succeeds; each prompt is an episode generated, or failed with its reason and refunded; the plan records what each prompt became', async () => {
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.model).toBe('video');
    const episodes = (await (await stack.request(`/v1/augmentations/${done.id}/episodes`, { headers: account.headers })).json()) as { data: { index: number; status: string; source_episode_index: number; error: string | null }[] };
    expect(episodes.data.map((e) => [e.index, e.source_episode_index])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    generatedIndices = episodes.data.filter((e) => e.status === 'succeeded').map((e) => e.index);
    // A twin whose camera calibration failed (say, the robot's silhouette not found in one camera) cannot render
    // that camera: its episode fails saying so, and is refunded; at least 1 of the 2 demo episodes generates.
    expect(generatedIndices.length, JSON.stringify(episodes.data)).toBeGreaterThanOrEqual(1);
    for (const failed of episodes.data.filter((e) => e.status !== 'succeeded')) {
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/cannot render camera|failed in all 3 attempts/);
    }
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    expect(usage.data.find((r) => r.resource_id === done.id)).toMatchObject({ charged: 80, refunded: 40 * (2 - generatedIndices.length) });
    const variations = done.plan!.variations!;
    expect(variations.map((v) => v.prompt)).toEqual(PROMPTS);
    expect(variations[0]!.parameters.object_offset_m).toEqual([0, 0.03]);
    expect(variations[0]!.parameters.object_rgb).toEqual([0.1, 0.25, 0.9]);
    expect(variations[1]!.parameters.light_intensity as number).toBeLessThan(1);
    expect(variations[1]!.parameters.light_kelvin as number).toBeLessThan(6500);
    expect(variations[0]!.parameters.camera_looks).toEqual({ [TOP]: { light_intensity: expect.closeTo(0.5, 1), light_kelvin: expect.any(Number) } });
  });

  it("every event line of each episode's job carries its token and reaches the engine's reader; each ended with done or error", async () => {
    for (const index of [0, 1]) {
      // backends/video/twin.ts names each episode's job so.
      const jobId = `${done.id}-video-${index}`;
      const token = jobEventToken(credentialsKeyFor(stack.config), jobId);
      const lines = (await readFile(stack.deps.compute.logPath(jobId), 'utf8')).split('\n').filter((line) => line.trim() !== '').map((line) => authenticatedJobLine(line, token));
      expect(lines.filter((line) => line.startsWith(UNVERIFIED_PREFIX)), jobId).toEqual([]);
      const unread = lines.filter((line) => line.startsWith('{') && parseVideoEvent(line) === undefined);
      expect(unread, jobId).toEqual([]);
      const report = videoJobReport(lines);
      if (generatedIndices.includes(index)) expect(report.done, jobId).toMatchObject({ ok: true });
      else expect(report.error, jobId).toMatchObject({ code: expect.any(String) });
    }
  });

  it("publishes a LeRobot dataset in the source's layout, with per-episode provenance", async () => {
    const source = await openDataset(await demoDatasetDir());
    const output = await openDataset(outputDir);
    expect(output.version).toBe(source.version);
    expect(output.fps).toBe(source.fps);
    expect(output.robotType).toBe(source.robotType);
    expect(output.features[STATE_KEY]).toEqual(source.features[STATE_KEY]);
    expect(output.features[ACTION_KEY]).toEqual(source.features[ACTION_KEY]);
    expect(output.cameras.map((c) => [c.key, c.width, c.height, c.codec])).toEqual(source.cameras.map((c) => [c.key, c.width, c.height, c.codec]));
    expect(output.episodes.map((e) => e.length)).toEqual(generatedIndices.map((i) => source.episodes[i]!.length));
    const meta = JSON.parse(await readFile(join(outputDir, 'meta', 'video_engine.json'), 'utf8')) as { engine: string; episodes: { source_episode_index: number; twin_id: string; seed: number; variation: object; verdict: { success: boolean } }[] };
    expect(meta.engine).toBe('twin');
    expect(meta.episodes.map((e) => e.source_episode_index)).toEqual(generatedIndices);
    for (const episode of meta.episodes) {
      expect(episode.twin_id).toMatch(/^twin_video_[0-9a-f]{12}_episode_\d$/);
      expect(episode.verdict.success).toBe(true);
    }
    // Every camera decodes, one frame per state row.
    const videos = (await readdir(join(outputDir, 'videos'), { recursive: true })).filter((p) => p.endsWith('.mp4'));
    expect(videos).toHaveLength(generatedIndices.length * source.cameras.length);
    for (const video of videos) expect(source.episodes.slice(0, PROMPTS.length).map((e) => e.length)).toContain(videoFrames(join(outputDir, 'videos', video)));
    // The states are in the recording's units: inside the source's own range per joint (degrees; the gripper in percent).
    const sourceFrames = await readEpisodeFrames(source, generatedIndices[0]!);
    const generated = await readEpisodeFrames(output, output.episodes[0]!.index);
    for (let joint = 0; joint < 6; joint += 1) {
      const recorded = sourceFrames.map((f) => (f[STATE_KEY] as number[])[joint]!);
      const span = Math.max(...recorded) - Math.min(...recorded);
      for (const frame of generated) {
        const value = (frame[STATE_KEY] as number[])[joint]!;
        expect(value).toBeGreaterThan(Math.min(...recorded) - span - 20);
        expect(value).toBeLessThan(Math.max(...recorded) + span + 20);
      }
    }
  });

  it("opens with LeRobot's LeRobotDataset where LeRobot is installed", (ctx) => {
    const reason = lerobotSkipReason();
    ctx.skip(reason !== null, reason ?? undefined);
    const result = spawnSync(lerobotPython, [opener, outputDir], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, HF_HUB_OFFLINE: '1' } });
    expect(result.status, result.stderr.slice(-2000)).toBe(0);
    expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toMatchObject({ episodes: generatedIndices.length });
  });

  it("replaying a generated episode's published actions in a fresh twin of the same variation succeeds again", async () => {
    const output = await openDataset(outputDir);
    const meta = JSON.parse(await readFile(join(outputDir, 'meta', 'video_engine.json'), 'utf8')) as { source_revision: string; episodes: { source_episode_index: number; twin_id: string; seed: number; variation: object }[] };
    // The twins the run built stay where the engine keeps them (the account's next run reuses them).
    const twinsDir = join(stack.config.jobsDir, 'video-twins', account.account.id, DEMO_DATASET.replace('/', '_'), meta.source_revision);
    for (const [index, episode] of meta.episodes.entries()) {
      const frames = await readEpisodeFrames(output, output.episodes[index]!.index);
      const file = join(stack.dataDir, `replay-${index}.json`);
      await writeFile(file, JSON.stringify({ variation: episode.variation, seed: episode.seed, action: frames.map((f) => f[ACTION_KEY]), 'observation.state': frames.map((f) => f[STATE_KEY]) }));
      const twinDir = join(twinsDir, `episode-${episode.source_episode_index}`, episode.twin_id);
      const verdict = JSON.parse((await runPython([...REPLAY_CHECK, '--twin_dir', twinDir, '--episode', file])).trim()) as { success: boolean; max_arm_state_error_deg: number };
      expect(verdict.success, JSON.stringify(verdict)).toBe(true);
      // The published states are what the replay reaches (float32 storage and rounding aside).
      expect(verdict.max_arm_state_error_deg).toBeLessThan(0.5);
    }
  });

  it("another account cannot see it; a prompt the planner cannot map is a 400 naming it", async () => {
    const other = await stack.createAccount({ credits: 1000, features: ['video_augmentation'] });
    expect((await stack.request(`/v1/augmentations/${done.id}`, { headers: other.headers })).status).toBe(404);
    expect((await stack.request(`/v1/augmentations/${done.id}/episodes`, { headers: other.headers })).status).toBe(404);
    const response = await stack.request('/v1/augmentations', {
      method: 'POST',
      headers: { ...account.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ source: { repo_id: DEMO_DATASET }, instructions: 'vary the scene', model: 'video', config: { variation_prompts: ['a blue cube', 'make it philosophical'] } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; param: string; message: string } };
    expect(body.error).toMatchObject({ code: 'parameter_invalid', param: 'config.variation_prompts[1]' });
    expect(body.error.message).toMatch(/make it philosophical/);
  });
});
