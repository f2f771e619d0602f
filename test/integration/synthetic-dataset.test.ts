import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset, readEpisodeFrames, renderStandInVideos, writeSyntheticDataset } from '../../core/lerobot/index.js';
import type { SyntheticDatasetResult } from '../../core/lerobot/index.js';
import { decodeRgbFrames, meanRgb, probeVideo } from '../../core/media/ffmpeg.js';
import { runProcess } from '../../core/media/process.js';
import { SO101_EPISODE_LENGTHS, SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Presentation time of every frame, as ffprobe reads the packets. */
async function frameTimes(path: string): Promise<number[]> {
  const result = await runProcess('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path], {
    captureStdout: true,
  });
  return result.stdout
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

describe('synthetic LeRobot datasets with real videos', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    temp = await makeTempDir('synthetic');
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  describe('v2.1, AV1 (LeRobot encoder settings)', () => {
    let result: SyntheticDatasetResult;
    beforeAll(async () => {
      result = await writeSyntheticDataset(join(temp.path, 'v21'), { version: 'v2.1', episodes: 2, framesPerEpisode: [8, 5], seed: 7 });
    });

    it('writes one AV1 mp4 per camera per episode with exactly the episode length in frames at 30 fps', async () => {
      const { dataset } = result;
      expect(dataset.version).toBe('v2.1');
      expect(dataset.cameras.map((c) => [c.name, c.videoPresent])).toEqual([
        ['front', true],
        ['top', true],
      ]);
      for (const episode of dataset.episodes) {
        for (const span of Object.values(episode.videos)) {
          expect(span.path).toMatch(new RegExp(`^videos/chunk-000/observation\\.images\\.(front|top)/episode_00000${episode.index}\\.mp4$`));
          const probe = await probeVideo(join(dataset.root, span.path));
          expect(probe).toMatchObject({ codec: 'av1', pixFmt: 'yuv420p', width: 64, height: 64, fps: 30, frames: episode.length });
        }
      }
    });

    it('puts every video frame at the timestamp its parquet row gives', async () => {
      const { dataset } = result;
      const rows = await readEpisodeFrames(dataset, 0, { columns: ['timestamp'] });
      const times = await frameTimes(join(dataset.root, dataset.episodes[0]!.videos['observation.images.front']!.path));
      expect(times).toHaveLength(rows.length);
      times.forEach((time, i) => expect(time).toBeCloseTo(rows[i]!.timestamp as number, 4));
    });

    it('makes actions follow the next state, so behaviour cloning has a signal', async () => {
      const rows = await readEpisodeFrames(result.dataset, 0);
      for (let i = 0; i + 1 < rows.length; i++) {
        const action = rows[i]!.action as number[];
        const next = rows[i + 1]!['observation.state'] as number[];
        action.forEach((value, j) => expect(Math.abs(value - next[j]!)).toBeLessThan(0.25));
      }
      const first = rows[0]!['observation.state'] as number[];
      const last = rows.at(-1)!['observation.state'] as number[];
      expect(first.some((value, j) => Math.abs(value - last[j]!) > 0.5)).toBe(true);
    });
  });

  describe('v3.0, H.264, two episodes per file', () => {
    let result: SyntheticDatasetResult;
    beforeAll(async () => {
      result = await writeSyntheticDataset(join(temp.path, 'v30'), {
        version: 'v3.0',
        episodes: 3,
        framesPerEpisode: [6, 9, 4],
        codec: 'h264',
        episodesPerFile: 2,
        cameras: [
          { name: 'front', width: 64, height: 48 },
          { name: 'top', width: 64, height: 48 },
        ],
      });
    });

    it('concatenates episodes in shared video files whose spans match the frames', async () => {
      const { dataset } = result;
      const front = dataset.episodes.map((e) => e.videos['observation.images.front']!);
      expect(front.map((s) => [s.path, Math.round(s.fromTimestamp * 30), Math.round(s.toTimestamp * 30)])).toEqual([
        ['videos/observation.images.front/chunk-000/file-000.mp4', 0, 6],
        ['videos/observation.images.front/chunk-000/file-000.mp4', 6, 15],
        ['videos/observation.images.front/chunk-000/file-001.mp4', 0, 4],
      ]);
      const first = await probeVideo(join(dataset.root, front[0]!.path));
      expect(first).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width: 64, height: 48, fps: 30, frames: 15 });
      expect(first.duration).toBeCloseTo(front[1]!.toTimestamp, 3);
      expect((await probeVideo(join(dataset.root, front[2]!.path))).frames).toBe(4);
      expect(await readdir(join(dataset.root, 'data/chunk-000'))).toEqual(['file-000.parquet', 'file-001.parquet']);
    });

    it("finds each episode's first frame at from_timestamp in the shared file", async () => {
      const { dataset } = result;
      const span = dataset.episodes[1]!.videos['observation.images.top']!;
      const times = await frameTimes(join(dataset.root, span.path));
      const rows = await readEpisodeFrames(dataset, 1, { columns: ['timestamp'] });
      const inFile = times.filter((t) => t >= span.fromTimestamp - 1e-6 && t < span.toTimestamp - 1e-6);
      expect(inFile).toHaveLength(9);
      inFile.forEach((time, i) => expect(time).toBeCloseTo(span.fromTimestamp + (rows[i]!.timestamp as number), 4));
    });

    it('renders colourful, moving pictures that differ between cameras', async () => {
      const { dataset } = result;
      const front = await decodeRgbFrames(join(dataset.root, dataset.episodes[0]!.videos['observation.images.front']!.path), { width: 16, height: 12 });
      const top = await decodeRgbFrames(join(dataset.root, dataset.episodes[0]!.videos['observation.images.top']!.path), { width: 16, height: 12 });
      expect(front.frames).toBe(15);
      const [r, g, b] = meanRgb(front);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(5);
      const frameBytes = 16 * 12 * 3;
      expect(front.rgb.subarray(0, frameBytes).equals(front.rgb.subarray(14 * frameBytes, 15 * frameBytes))).toBe(false);
      const topMean = meanRgb(top);
      expect(Math.abs(topMean[0] - r) + Math.abs(topMean[1] - g) + Math.abs(topMean[2] - b)).toBeGreaterThan(10);
    });

    it('records measured pixel statistics for every camera in stats.json', async () => {
      const reopened = await openDataset(result.root);
      expect(reopened.cameras.every((c) => c.videoPresent)).toBe(true);
      const stats = JSON.parse(await readFile(join(result.root, 'meta/stats.json'), 'utf8')) as Record<string, Record<string, unknown>>;
      const mean = stats['observation.images.front']!.mean as number[][][];
      expect(mean).toHaveLength(3);
      for (const channel of mean) expect(channel[0]![0]!).toBeGreaterThan(0);
      expect(stats['observation.images.front']!.count).toEqual([19]);
    });
  });

  it('is deterministic: the same seed gives the same trajectories', async () => {
    const options = { version: 'v3.0' as const, episodes: 1, framesPerEpisode: 4, codec: 'h264' as const, seed: 42, imageStats: false };
    const a = await writeSyntheticDataset(join(temp.path, 'seed-a'), options);
    const b = await writeSyntheticDataset(join(temp.path, 'seed-b'), options);
    const c = await writeSyntheticDataset(join(temp.path, 'seed-c'), { ...options, seed: 43 });
    const states = async (r: SyntheticDatasetResult) => (await readEpisodeFrames(r.dataset, 0, { columns: ['observation.state'] })).map((row) => row['observation.state']);
    expect(await states(a)).toEqual(await states(b));
    expect(await states(a)).not.toEqual(await states(c));
  });

  it('refuses AV1 frames smaller than SVT-AV1 can encode', async () => {
    await expect(
      writeSyntheticDataset(join(temp.path, 'tiny'), { version: 'v2.1', episodes: 1, framesPerEpisode: 2, cameras: [{ name: 'front', width: 64, height: 48 }] }),
    ).rejects.toThrow(/at least 64x64/);
  });

  // Slow on purpose: the real recording needs 2 × 1,492 frames of 640×480 AV1 (~1 minute on 2 cores).
  it(
    'renders stand-in AV1 videos for so101-record-test into a copy: 1,492 frames per camera, spans as in the episodes parquet',
    async () => {
      const out = join(temp.path, 'so101-with-videos');
      const result = await renderStandInVideos(SO101_RECORD_TEST, { outDir: out });
      expect(result.rendered.map((r) => [r.cameraKey, r.path, r.frames])).toEqual([
        ['observation.images.front', 'videos/observation.images.front/chunk-000/file-000.mp4', 1492],
        ['observation.images.top', 'videos/observation.images.top/chunk-000/file-000.mp4', 1492],
      ]);
      for (const camera of result.dataset.cameras) {
        expect(camera.videoPresent).toBe(true);
        const probe = await probeVideo(join(out, `videos/${camera.key}/chunk-000/file-000.mp4`));
        expect(probe).toMatchObject({ codec: 'av1', pixFmt: 'yuv420p', width: 640, height: 480, fps: 30, frames: 1492 });
        let expectedStart = 0;
        for (const [i, episode] of result.dataset.episodes.entries()) {
          const span = episode.videos[camera.key]!;
          expect(Math.round(span.fromTimestamp * 30)).toBe(expectedStart);
          expect(Math.round(span.toTimestamp * 30) - expectedStart).toBe(SO101_EPISODE_LENGTHS[i]);
          expectedStart += episode.length;
        }
        expect(probe.duration).toBeCloseTo(result.dataset.episodes.at(-1)!.videos[camera.key]!.toTimestamp, 3);
      }
      // The shared original stays untouched: still no videos there.
      expect(await readdir(SO101_RECORD_TEST)).not.toContain('videos');
      expect((await openDataset(SO101_RECORD_TEST)).cameras.every((c) => !c.videoPresent)).toBe(true);
      await expect(renderStandInVideos(SO101_RECORD_TEST, { outDir: out })).rejects.toThrow(/already exists and is not empty/);
      await expect(renderStandInVideos(SO101_RECORD_TEST, { outDir: join(SO101_RECORD_TEST, 'copy') })).rejects.toThrow(/outside the source dataset/);
    },
    600_000,
  );
});
