import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/synthetic.js';
import type { SyntheticDatasetResult } from '../../core/lerobot/synthetic.js';
import { decodeRgbFrames, probeVideo } from '../../core/media/ffmpeg.js';
import { runProcess } from '../../core/media/process.js';
import { srgbDecode } from '../../core/relight/colour.js';
import { RELIGHT_DEFAULTS } from '../../core/relight/params.js';
import { relightDataset, RelightError } from '../../jobs/relight/relight-dataset.js';
import type { RelightEvent, RelightSpec } from '../../jobs/relight/relight-dataset.js';
import { listFiles } from '../helpers/list-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const FRONT = 'observation.images.front';
const TOP = 'observation.images.top';


/** Mean linear R, G, B and luminance over every decoded pixel. */
async function linearMeans(path: string): Promise<{ r: number; g: number; b: number; y: number }> {
  const probe = await probeVideo(path);
  const decoded = await decodeRgbFrames(path, { width: probe.width, height: probe.height });
  const sums = [0, 0, 0];
  for (let i = 0; i < decoded.rgb.length; i += 3) for (let c = 0; c < 3; c++) sums[c]! += srgbDecode(decoded.rgb[i + c]! / 255);
  const n = decoded.rgb.length / 3;
  const [r, g, b] = sums.map((s) => s / n) as [number, number, number];
  return { r, g, b, y: 0.2126 * r + 0.7152 * g + 0.0722 * b };
}

async function packetTimes(path: string): Promise<string[]> {
  const result = await runProcess('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts,duration', '-of', 'csv=p=0', path], { captureStdout: true });
  return result.stdout.toString('utf8').split('\n').filter(Boolean).sort();
}

async function run(spec: RelightSpec, signal?: AbortSignal): Promise<RelightEvent[]> {
  const events: RelightEvent[] = [];
  await relightDataset(spec, (event) => events.push(event), signal ? { signal } : {});
  return events;
}

const params = (overrides: Partial<typeof RELIGHT_DEFAULTS>) => ({ ...RELIGHT_DEFAULTS, ...overrides });

describe('relightDataset', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let v21: SyntheticDatasetResult;
  let v30: SyntheticDatasetResult;

  beforeAll(async () => {
    temp = await makeTempDir('relight');
    v21 = await writeSyntheticDataset(join(temp.path, 'v21'), { version: 'v2.1', episodes: 3, framesPerEpisode: [12, 9, 10], seed: 3, imageStats: false });
    v30 = await writeSyntheticDataset(join(temp.path, 'v30'), { version: 'v3.0', episodes: 4, framesPerEpisode: [8, 7, 9, 6], episodesPerFile: 2, seed: 5, imageStats: false });
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  describe('v2.1: top one stop darker, front untouched', () => {
    const out = () => join(temp.path, 'v21-out');
    let events: RelightEvent[];
    beforeAll(async () => {
      events = await run({ sourceDir: v21.root, outputDir: out(), cameras: { [TOP]: params({ exposure: -1 }) }, encoder: { preset: 12 } });
    });

    it('reports progress per episode and camera, then done with the file count', async () => {
      const messages = events.filter((e) => e.event === 'progress').map((e) => (e as { message: string }).message);
      for (const n of [1, 2, 3]) expect(messages).toContain(`relighting episode ${n}/3, camera top`);
      const progress = events.filter((e) => e.event === 'progress').map((e) => (e as { progress: number }).progress);
      expect(progress.every((p) => p >= 0 && p <= 1)).toBe(true);
      expect(progress.at(-1)).toBe(1);
      expect(events.at(-1)).toEqual({ event: 'done', files: (await listFiles(v21.root)).length });
    });

    it('writes the same files; everything but the top videos is byte-identical', async () => {
      const sourceFiles = await listFiles(v21.root);
      expect(await listFiles(out())).toEqual(sourceFiles);
      const untouched = sourceFiles.filter((path) => !path.includes(`/${TOP}/`));
      expect(untouched.some((p) => p.endsWith('.parquet')) && untouched.some((p) => p.startsWith('meta/')) && untouched.some((p) => p.includes(FRONT))).toBe(true);
      for (const path of untouched) expect((await readFile(join(out(), path))).equals(await readFile(join(v21.root, path))), path).toBe(true);
      for (const path of sourceFiles.filter((p) => p.includes(`/${TOP}/`))) {
        expect((await readFile(join(out(), path))).equals(await readFile(join(v21.root, path))), path).toBe(false);
      }
    });

    it('keeps codec, pixel format, size, frame count and every packet timestamp of the relit videos', async () => {
      for (const episode of v21.dataset.episodes) {
        const path = episode.videos[TOP]!.path;
        const [before, after] = await Promise.all([probeVideo(join(v21.root, path)), probeVideo(join(out(), path))]);
        expect(after).toMatchObject({ codec: before.codec, pixFmt: before.pixFmt, width: before.width, height: before.height, fps: before.fps, frames: episode.length, duration: before.duration });
        expect(await packetTimes(join(out(), path))).toEqual(await packetTimes(join(v21.root, path)));
      }
    });

    it('halves the linear light of the relit camera (measured on decoded pixels)', async () => {
      for (const episode of v21.dataset.episodes) {
        const path = episode.videos[TOP]!.path;
        const [before, after] = await Promise.all([linearMeans(join(v21.root, path)), linearMeans(join(out(), path))]);
        expect(after.y / before.y).toBeGreaterThan(0.43);
        expect(after.y / before.y).toBeLessThan(0.57);
      }
    });

    it('is resumable: a second run skips finished videos, and a removed one is redone alone', async () => {
      const path = (i: number) => join(out(), v21.dataset.episodes[i]!.videos[TOP]!.path);
      const mtimes = await Promise.all([0, 1, 2].map(async (i) => (await stat(path(i))).mtimeMs));
      await rm(path(1));
      const again = await run({ sourceDir: v21.root, outputDir: out(), cameras: { [TOP]: params({ exposure: -1 }) }, encoder: { preset: 12 } });
      const messages = again.filter((e) => e.event === 'progress').map((e) => (e as { message: string }).message);
      expect(messages).toContain('skipping episode 1/3, camera top: already relit');
      expect(messages).toContain('skipping episode 3/3, camera top: already relit');
      expect(messages).toContain('relighting episode 2/3, camera top');
      expect((await stat(path(0))).mtimeMs).toBe(mtimes[0]);
      expect((await stat(path(2))).mtimeMs).toBe(mtimes[2]);
      expect((await probeVideo(path(1))).frames).toBe(v21.dataset.episodes[1]!.length);
      expect((await listFiles(out())).some((p) => p.includes('.partial-') || p.includes('.relight-'))).toBe(false);
    });

    it('stops when aborted, leaves no partial files, and the next run completes the rest', async () => {
      const target = join(temp.path, 'v21-abort');
      const controller = new AbortController();
      const events: RelightEvent[] = [];
      const spec: RelightSpec = { sourceDir: v21.root, outputDir: target, cameras: { [TOP]: params({ exposure: -1 }) }, encoder: { preset: 12 }, concurrency: 1 };
      const error = await relightDataset(spec, (event) => {
        events.push(event);
        if (event.event === 'progress' && event.message.startsWith('relighting episode 1/3')) controller.abort();
      }, { signal: controller.signal }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RelightError);
      expect((error as RelightError).code).toBe('canceled');
      expect((await listFiles(target)).filter((p) => p.includes('.partial-'))).toEqual([]);
      const resumed = await run(spec);
      expect(resumed.at(-1)).toMatchObject({ event: 'done' });
      for (const episode of v21.dataset.episodes) expect((await probeVideo(join(target, episode.videos[TOP]!.path))).frames).toBe(episode.length);
    });
  });

  describe('v3.0: front warmer (3000 K), top untouched; files hold two episodes each', () => {
    const out = () => join(temp.path, 'v30-out');
    let events: RelightEvent[];
    beforeAll(async () => {
      events = await run({ sourceDir: v30.root, outputDir: out(), cameras: { [FRONT]: params({ temperature: 3000 }) }, encoder: { preset: 12 } });
    });

    it('names the file and the episodes it holds in progress messages', () => {
      const messages = events.filter((e) => e.event === 'progress').map((e) => (e as { message: string }).message);
      expect(messages).toContain(`relighting videos/${FRONT}/chunk-000/file-000.mp4 (episodes 0–1 of 4), camera front`);
      expect(messages).toContain(`relighting videos/${FRONT}/chunk-000/file-001.mp4 (episodes 2–3 of 4), camera front`);
    });

    it('raises R/B of the relit camera, keeps its luminance, frames and timestamps, and copies the rest byte for byte', async () => {
      const files = await listFiles(v30.root);
      expect(await listFiles(out())).toEqual(files);
      for (const path of files) {
        const same = (await readFile(join(out(), path))).equals(await readFile(join(v30.root, path)));
        expect(same, path).toBe(!path.includes(`/${FRONT}/`));
      }
      for (const path of files.filter((p) => p.includes(`/${FRONT}/`))) {
        const [before, after] = await Promise.all([linearMeans(join(v30.root, path)), linearMeans(join(out(), path))]);
        expect(after.r / after.b).toBeGreaterThan((before.r / before.b) * 1.5);
        expect(after.y / before.y).toBeGreaterThan(0.85);
        expect(after.y / before.y).toBeLessThan(1.15);
        expect(await packetTimes(join(out(), path))).toEqual(await packetTimes(join(v30.root, path)));
      }
    });
  });

  it('applies a 3D LUT when saturation changes: saturation 0 turns the relit camera grey', async () => {
    const target = join(temp.path, 'v21-grey');
    await run({ sourceDir: v21.root, outputDir: target, cameras: { [FRONT]: params({ saturation: 0 }) }, encoder: { preset: 12 } });
    const path = v21.dataset.episodes[0]!.videos[FRONT]!.path;
    const spread = async (file: string) => {
      const decoded = await decodeRgbFrames(file, { width: 64, height: 64 });
      let sum = 0;
      for (let i = 0; i < decoded.rgb.length; i += 3) {
        const [r, g, b] = [decoded.rgb[i]!, decoded.rgb[i + 1]!, decoded.rgb[i + 2]!];
        sum += Math.max(r, g, b) - Math.min(r, g, b);
      }
      return sum / (decoded.rgb.length / 3);
    };
    const [before, after] = [await spread(join(v21.root, path)), await spread(join(target, path))];
    expect(before).toBeGreaterThan(40);
    expect(after).toBeLessThan(4);
  });

  it('re-encodes h264 sources with libx264 and the same pixel format', async () => {
    const h264 = await writeSyntheticDataset(join(temp.path, 'h264'), { version: 'v2.1', episodes: 1, framesPerEpisode: 10, codec: 'h264', imageStats: false, cameras: [{ name: 'top', width: 48, height: 32 }] });
    const target = join(temp.path, 'h264-out');
    await run({ sourceDir: h264.root, outputDir: target, cameras: { [TOP]: params({ exposure: -1 }) } });
    const path = h264.dataset.episodes[0]!.videos[TOP]!.path;
    const [before, after] = await Promise.all([probeVideo(join(h264.root, path)), probeVideo(join(target, path))]);
    expect(after).toMatchObject({ codec: 'h264', pixFmt: before.pixFmt, frames: 10, width: 48, height: 32 });
    expect(await packetTimes(join(target, path))).toEqual(await packetTimes(join(h264.root, path)));
  });

  it('the CLI prints JSON lines and exits 1 with an error line for a missing source', async () => {
    const good = join(temp.path, 'cli-spec.json');
    await writeFile(good, JSON.stringify({ sourceDir: v21.root, outputDir: join(temp.path, 'cli-out'), cameras: {} }));
    const ok = await runProcess('npx', ['tsx', 'jobs/relight/main.ts', good], { captureStdout: true });
    const lines = ok.stdout.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as RelightEvent);
    expect(ok.exitCode).toBe(0);
    expect(lines.at(-1)).toEqual({ event: 'done', files: (await listFiles(v21.root)).length });

    const bad = join(temp.path, 'cli-bad.json');
    await writeFile(bad, JSON.stringify({ sourceDir: join(temp.path, 'missing'), outputDir: join(temp.path, 'cli-bad-out'), cameras: {} }));
    const failed = await runProcess('npx', ['tsx', 'jobs/relight/main.ts', bad], { captureStdout: true });
    expect(failed.exitCode).toBe(1);
    expect(JSON.parse(failed.stdout.toString('utf8').trim().split('\n').at(-1)!)).toMatchObject({ event: 'error', code: 'dataset_unavailable' });
  });
});
