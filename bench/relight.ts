/**
 * Relight throughput, side by side in one run (not a test). Run: npm run bench:relight
 *
 * On one generated LeRobot v2.1 dataset (BENCH_EPISODES episodes × 2 cameras, BENCH_WIDTH ×
 * BENCH_HEIGHT, 30 fps, AV1 like LeRobot, BENCH_FRAMES frames each):
 *   1. plain transcode: every video through ffmpeg with the same encoder settings, no filter;
 *   2. by hand: the exact ffmpeg command relightDataset runs (colour filter + encoder), per file;
 *   3. relightDataset on the whole dataset (both cameras relit; parquet/meta copied);
 *   with BENCH_PREVIOUS=1 also 4. the filter graph used before 2026-11-27 (swscale conversions,
 *   lut1d for separable transforms) by hand, to compare the two graphs in the same run.
 * Front is relit with exposure −1 (per-channel curves), top with 3200 K, contrast 1.2 and saturation
 * 1.15 (a 3D LUT). All use the same concurrency (RELIGHT_CONCURRENCY, default 2) and SVT-AV1 preset
 * (BENCH_PRESET, default 12). Each phase runs BENCH_ROUNDS times (default 3) in alternating order;
 * the best wall time and the least CPU time (own + ffmpeg children, from /proc) count, and each
 * round's relightDataset / plain ratio (a pair run back to back) gives a min and median that hold
 * when the machine's load drifts. Prints ratios, the orchestration's own overhead (3 − 2) and the
 * process RSS after each relit file.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSyntheticDataset } from '../core/lerobot/synthetic.js';
import { runFfmpeg } from '../core/media/ffmpeg.js';
import { bakeCube1d, isSeparable } from '../core/relight/cube.js';
import { RELIGHT_DEFAULTS } from '../core/relight/params.js';
import { encoderArgs, probeSource, relightArgs } from '../jobs/relight/encoder.js';
import type { RelightLut } from '../jobs/relight/encoder.js';
import { bakeRelightLut, colourConverter } from '../jobs/relight/lut.js';
import { relightDataset } from '../jobs/relight/relight-dataset.js';

const EPISODES = Number(process.env.BENCH_EPISODES ?? 10);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 30);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 640);
const HEIGHT = Number(process.env.BENCH_HEIGHT ?? 480);
const PRESET = Number(process.env.BENCH_PRESET ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PREVIOUS = process.env.BENCH_PREVIOUS === '1';
const CONCURRENCY = Number(process.env.RELIGHT_CONCURRENCY ?? Math.min(2, availableParallelism()));

const CAMERAS = {
  'observation.images.front': { ...RELIGHT_DEFAULTS, exposure: -1 },
  'observation.images.top': { ...RELIGHT_DEFAULTS, temperature: 3200, contrast: 1.2, saturation: 1.15 },
};

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  }));
}

/** CPU seconds of this process plus its finished children (ffmpeg), from /proc; load on a shared machine does not inflate it. */
function cpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // Fields 14–17 of stat (utime, stime, cutime, cstime) sit at 11–14 after the command name.
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  wall: number;
  cpu: number;
}

async function timed(run: () => Promise<void>): Promise<Timing> {
  const start = performance.now();
  const cpu = cpuSeconds();
  await run();
  return { wall: (performance.now() - start) / 1000, cpu: cpuSeconds() - cpu };
}

const best = (timings: Timing[]): Timing => ({ wall: Math.min(...timings.map((t) => t.wall)), cpu: Math.min(...timings.map((t) => t.cpu)) });
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const root = await mkdtemp(join(tmpdir(), 'rlp-bench-relight-'));
try {
  console.log(`generating ${EPISODES} episodes × 2 cameras, ${WIDTH}x${HEIGHT}, ${FRAMES} frames each (AV1) …`);
  const { dataset } = await writeSyntheticDataset(join(root, 'source'), {
    version: 'v2.1', episodes: EPISODES, framesPerEpisode: FRAMES, imageStats: false,
    cameras: [{ name: 'front', width: WIDTH, height: HEIGHT }, { name: 'top', width: WIDTH, height: HEIGHT }],
  });
  const videos = dataset.episodes.flatMap((episode) => Object.values(episode.videos).map((span) => ({ key: span.cameraKey, path: span.path })));
  const luts = join(root, 'luts');
  await mkdir(luts, { recursive: true });
  const sources = new Map(await Promise.all(videos.map(async (v) => [v.path, await probeSource(join(dataset.root, v.path))] as const)));
  // The same LUTs and converter relightDataset picks: per-channel curves for front, a 3D LUT for top.
  const converter = await colourConverter();
  const lutFor = new Map<string, RelightLut>();
  const previousLutFor = new Map<string, RelightLut>();
  for (const [key, params] of Object.entries(CAMERAS)) {
    const source = sources.get(videos.find((v) => v.key === key)!.path)!;
    const lut = await bakeRelightLut(params, source, luts, { name: key, title: key });
    lutFor.set(key, lut);
    // Before 2026-11-27 a separable transform went through lut1d (256 entries for 8-bit sources).
    if (isSeparable(params)) {
      const path = join(luts, `${key}.previous.1d.cube`);
      await writeFile(path, bakeCube1d(params, 256));
      previousLutFor.set(key, { kind: '1d', path });
    } else previousLutFor.set(key, lut);
  }

  const phases = {
    plain: async (round: number) => {
      const dir = join(root, `plain-${round}`);
      return timed(() => pool(videos, CONCURRENCY, async (v) => {
        const out = join(dir, v.path);
        await mkdir(join(out, '..'), { recursive: true });
        await runFfmpeg(['-i', join(dataset.root, v.path), '-map', '0:v:0', ...encoderArgs(sources.get(v.path)!, PRESET), '-f', 'mp4', out]);
      }));
    },
    byHand: async (round: number) => {
      const dir = join(root, `by-hand-${round}`);
      return timed(() => pool(videos, CONCURRENCY, async (v) => {
        const out = join(dir, v.path);
        await mkdir(join(out, '..'), { recursive: true });
        await runFfmpeg(relightArgs(join(dataset.root, v.path), out, sources.get(v.path)!, lutFor.get(v.key)!, { preset: PRESET, converter }));
      }));
    },
    previous: async (round: number) => {
      const dir = join(root, `previous-${round}`);
      return timed(() => pool(videos, CONCURRENCY, async (v) => {
        const out = join(dir, v.path);
        await mkdir(join(out, '..'), { recursive: true });
        await runFfmpeg(relightArgs(join(dataset.root, v.path), out, sources.get(v.path)!, previousLutFor.get(v.key)!, { preset: PRESET, converter: 'swscale' }));
      }));
    },
    relight: async (round: number) => {
      let lastMessage = '';
      return timed(() => relightDataset(
        { sourceDir: dataset.root, outputDir: join(root, `relit-${round}`), cameras: CAMERAS, encoder: { preset: PRESET }, concurrency: CONCURRENCY },
        (event) => {
          if (event.event === 'progress' && event.message !== lastMessage) {
            lastMessage = event.message;
            rss.push(process.memoryUsage().rss / 2 ** 20);
          }
        },
      ));
    },
  };
  const rss: number[] = [];
  const results: Record<keyof typeof phases, Timing[]> = { plain: [], byHand: [], relight: [], previous: [] };
  // Alternate the order (A B C, C B A, …) so drift in the machine's load hits every phase alike.
  for (let round = 0; round < ROUNDS; round++) {
    const order: (keyof typeof phases)[] = PREVIOUS ? ['plain', 'byHand', 'relight', 'previous'] : ['plain', 'byHand', 'relight'];
    if (round % 2 === 1) order.reverse();
    for (const phase of order) {
      results[phase].push(await phases[phase](round));
      console.log(`round ${round + 1} ${phase}: ${results[phase].at(-1)!.wall.toFixed(2)} s`);
    }
  }
  const plain = best(results.plain);
  const byHand = best(results.byHand);
  const relight = best(results.relight);

  const totalFrames = videos.length * FRAMES;
  console.log(`\n${videos.length} videos, ${totalFrames} frames, concurrency ${CONCURRENCY}, SVT-AV1 preset ${PRESET}, ${availableParallelism()} CPUs, ${converter} conversions`);
  const line = (name: string, t: Timing) => console.log(`${name.padEnd(28)} wall ${t.wall.toFixed(2)} s (${(totalFrames / t.wall).toFixed(1)} frames/s)  cpu ${t.cpu.toFixed(2)} s`);
  console.log(`best of ${ROUNDS} rounds:`);
  line('plain transcode (floor)', plain);
  line('same ffmpeg command by hand', byHand);
  line('relightDataset', relight);
  if (PREVIOUS) line('previous filter graph by hand', best(results.previous));
  console.log(`ratio relightDataset / by hand          wall ${(relight.wall / byHand.wall).toFixed(3)}  cpu ${(relight.cpu / byHand.cpu).toFixed(3)}`);
  console.log(`ratio relightDataset / plain transcode  wall ${(relight.wall / plain.wall).toFixed(3)}  cpu ${(relight.cpu / plain.cpu).toFixed(3)}  (target ≤ 1.2)`);
  const perRound = (of: Timing[], key: keyof Timing) => of.map((t, i) => t[key] / results.plain[i]![key]);
  const spread = (values: number[]) => `min ${Math.min(...values).toFixed(3)} median ${median(values).toFixed(3)}`;
  console.log(`per-round relightDataset / plain transcode  wall ${spread(perRound(results.relight, 'wall'))}  cpu ${spread(perRound(results.relight, 'cpu'))}`);
  if (PREVIOUS) {
    const previous = best(results.previous);
    console.log(`ratio previous filter graph / plain transcode  wall ${(previous.wall / plain.wall).toFixed(3)}  cpu ${(previous.cpu / plain.cpu).toFixed(3)}`);
    console.log(`per-round previous filter graph / plain transcode  wall ${spread(perRound(results.previous, 'wall'))}  cpu ${spread(perRound(results.previous, 'cpu'))}`);
  }
  console.log(`orchestration overhead (relight − by hand) wall ${(relight.wall - byHand.wall).toFixed(2)} s  cpu ${(relight.cpu - byHand.cpu).toFixed(2)} s`);
  console.log(`RSS per file (MiB): first ${rss[0]?.toFixed(0)}, last ${rss.at(-1)?.toFixed(0)}, max ${Math.max(...rss).toFixed(0)}`);
} finally {
  await rm(root, { recursive: true, force: true });
}
