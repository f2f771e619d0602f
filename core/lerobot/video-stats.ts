import { decodeRgbFrames } from '../media/decode.js';
import type { DecodedFrames } from '../media/decode.js';
import { resolve } from 'node:path';
import type { DatasetLayout } from './layout.js';
import type { FeatureStats } from './stats.js';
import type { WriteEpisode } from './write-spec.js';

/** Frame range [from, to) of one episode inside a video file. */
export interface FrameRange {
  from: number;
  to: number;
}

const SAMPLE_WIDTH = 32;
const SAMPLE_HEIGHT = 24;
const QUANTILES = { q01: 0.01, q10: 0.1, q50: 0.5, q90: 0.9, q99: 0.99 } as const;

/**
 * Per-channel pixel statistics (values 0..1, LeRobot's image stats) for each frame range of a
 * video, measured on frames downscaled to 32×24 — LeRobot also measures on small samples.
 */
export async function imageStatsForRanges(videoPath: string, ranges: FrameRange[], signal?: AbortSignal): Promise<FeatureStats[]> {
  const decoded = await decodeRgbFrames(videoPath, { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT, ...(signal ? { signal } : {}) });
  return ranges.map((range) => statsOfFrames(decoded, range));
}

/**
 * Measures every planned video file under `root` and sets each episode's `imageStats` for its
 * camera (the episodes are the spec's, in the layout's order), for the writer's stats files.
 */
export async function addImageStats(root: string, layout: DatasetLayout, episodes: WriteEpisode[], fps: number, signal?: AbortSignal): Promise<void> {
  for (const file of layout.videoFiles) {
    const ranges = file.episodes.map((index) => {
      const span = layout.episodes[index]!.videos[file.cameraKey]!;
      return { from: Math.round(span.fromTimestamp * fps), to: Math.round(span.toTimestamp * fps) };
    });
    const stats = await imageStatsForRanges(resolve(root, file.path), ranges, signal);
    file.episodes.forEach((index, position) => {
      const episode = episodes[index]!;
      episode.imageStats = { ...episode.imageStats, [file.cameraName]: stats[position] as FeatureStats };
    });
  }
}

function statsOfFrames(decoded: DecodedFrames, range: FrameRange): FeatureStats {
  const to = Math.min(range.to, decoded.frames);
  if (to <= range.from) throw new Error(`video has ${decoded.frames} frames; frames ${range.from}..${range.to - 1} are missing.`);
  const frameBytes = decoded.width * decoded.height * 3;
  const histograms = [new Float64Array(256), new Float64Array(256), new Float64Array(256)];
  for (let i = range.from * frameBytes; i < to * frameBytes; i += 3) {
    histograms[0]![decoded.rgb[i]!]!++;
    histograms[1]![decoded.rgb[i + 1]!]!++;
    histograms[2]![decoded.rgb[i + 2]!]!++;
  }
  const stats: FeatureStats = { min: [], max: [], mean: [], std: [], count: [to - range.from], q01: [], q10: [], q50: [], q90: [], q99: [] };
  for (const histogram of histograms) {
    let n = 0;
    let sum = 0;
    let squares = 0;
    let min = 255;
    let max = 0;
    for (let v = 0; v < 256; v++) {
      const c = histogram[v]!;
      if (c === 0) continue;
      n += c;
      sum += c * v;
      squares += c * v * v;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    const mean = sum / n;
    stats.min.push(min / 255);
    stats.max.push(max / 255);
    stats.mean.push(mean / 255);
    stats.std.push(Math.sqrt(Math.max(0, squares / n - mean * mean)) / 255);
    for (const [key, q] of Object.entries(QUANTILES) as [keyof typeof QUANTILES, number][]) {
      stats[key]!.push(histogramQuantile(histogram, n, q) / 255);
    }
  }
  return stats;
}

function histogramQuantile(histogram: Float64Array, n: number, q: number): number {
  const target = q * (n - 1);
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen > target) return v;
  }
  return 255;
}
