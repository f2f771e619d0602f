/**
 * Relights a local LeRobot dataset (v2.1 or v3.0) into `outputDir`: every video of the cameras
 * in `spec.cameras` is re-encoded through that camera's baked `.cube` LUT; every other file is
 * copied byte for byte. Each output is written under a temporary name and renamed when complete,
 * so a re-run with the same spec skips what is finished.
 */
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DatasetFormatError } from '../../core/lerobot/errors.js';
import { openDataset } from '../../core/lerobot/open.js';
import type { LeRobotDataset } from '../../core/lerobot/types.js';
import { FfmpegError, runFfmpeg } from '../../core/media/ffmpeg.js';
import { shortCameraName } from '../../core/relight/params.js';
import { probeSource, relightArgs } from './encoder.js';
import type { ColourConverter, RelightLut, SourceStream } from './encoder.js';
import { bakeRelightLut, colourConverter } from './lut.js';
import { RelightError } from './spec.js';
import type { RelightEvent, RelightSpec } from './spec.js';

export type { RelightEvent, RelightSpec, RelightErrorCode } from './spec.js';
export { RelightError } from './spec.js';

/** One video file to re-encode. */
interface RelightTask {
  cameraKey: string;
  path: string;
  /** Episode indices it holds, in order. */
  episodes: number[];
  frames: number;
}

const STATE_FILE = '.relight-state.json';
const WORK_DIR = '.relight-work';
const PROGRESS_INTERVAL_MS = 1000;

export interface RelightOptions {
  signal?: AbortSignal;
}

/**
 * Runs the whole job. Reports progress through `onEvent` and ends with a `done` event; failures
 * are thrown as RelightError (the CLI turns them into an `error` line).
 */
export async function relightDataset(spec: RelightSpec, onEvent: (event: RelightEvent) => void, options: RelightOptions = {}): Promise<void> {
  try {
    await relightAll(spec, onEvent, options.signal);
  } catch (error) {
    if (options.signal?.aborted) {
      throw error instanceof RelightError && error.code === 'canceled' ? error : new RelightError('canceled', 'relighting was canceled.', { cause: error });
    }
    if (error instanceof RelightError) throw error;
    throw new RelightError('pipeline_failed', `relighting failed: ${(error as Error).message}`, { cause: error });
  }
}

async function relightAll(spec: RelightSpec, onEvent: (event: RelightEvent) => void, signal: AbortSignal | undefined): Promise<void> {
  const sourceDir = resolve(spec.sourceDir);
  const outputDir = resolve(spec.outputDir);
  if (sourceDir === outputDir || isInside(outputDir, sourceDir) || isInside(sourceDir, outputDir)) {
    throw new RelightError('pipeline_failed', 'outputDir must be outside sourceDir.');
  }
  const dataset = await openSource(sourceDir);
  validateCameras(spec.cameras, dataset);
  const tasks = planTasks(dataset, Object.keys(spec.cameras));

  await mkdir(outputDir, { recursive: true });
  await checkState(outputDir, spec, tasks);

  // Everything that is not a relit video is copied as is (parquet, meta, other cameras, README, …).
  const relitPaths = new Set(tasks.map((task) => task.path));
  const files = (await listFiles(sourceDir)).filter((path) => !relitPaths.has(path));
  let copied = 0;
  for (const path of files) {
    signal?.throwIfAborted();
    if (await copyIfNeeded(join(sourceDir, path), join(outputDir, path))) copied++;
  }
  onEvent({ event: 'progress', progress: 0, message: `copied ${copied} of ${files.length} unchanged files (${files.length - copied} already there); relighting ${tasks.length} videos` });

  // LUTs live inside outputDir (not /tmp) so a killed run's leftovers are cleared by the next run or by deleting the output.
  const work = join(outputDir, WORK_DIR);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    await runTasks(tasks, dataset, spec, work, onEvent, signal);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await rm(join(outputDir, STATE_FILE), { force: true });
  onEvent({ event: 'progress', progress: 1, message: `relit ${tasks.length} video${tasks.length === 1 ? '' : 's'}` });
  onEvent({ event: 'done', files: files.length + tasks.length });
}

async function openSource(sourceDir: string): Promise<LeRobotDataset> {
  try {
    await stat(sourceDir);
  } catch {
    throw new RelightError('dataset_unavailable', `the source dataset folder ${sourceDir} does not exist.`);
  }
  try {
    return await openDataset(sourceDir);
  } catch (error) {
    if (error instanceof DatasetFormatError) throw new RelightError('incompatible_dataset', `the source is not a readable LeRobot dataset: ${error.message}`, { cause: error });
    throw error;
  }
}

/** The cameras exist and have their videos; their parameters were checked against the job's schema at its entry (main.ts). */
function validateCameras(cameras: RelightSpec['cameras'], dataset: LeRobotDataset): void {
  const known = dataset.cameras.map((camera) => camera.key);
  for (const key of Object.keys(cameras)) {
    const camera = dataset.cameras.find((c) => c.key === key);
    if (!camera) throw new RelightError('incompatible_dataset', `the dataset has no camera '${key}' (cameras: ${known.join(', ') || 'none'}).`);
    if (!camera.videoPresent) throw new RelightError('incompatible_dataset', `camera '${key}' has episodes whose video files are missing.`);
  }
}

/** Video files of the relit cameras, in episode order (v3.0 files hold several episodes). */
function planTasks(dataset: LeRobotDataset, cameraKeys: string[]): RelightTask[] {
  const tasks = new Map<string, RelightTask>();
  for (const episode of dataset.episodes) {
    for (const key of dataset.cameras.map((c) => c.key).filter((k) => cameraKeys.includes(k))) {
      const span = episode.videos[key];
      if (!span) continue;
      const task = tasks.get(span.path) ?? { cameraKey: key, path: span.path, episodes: [], frames: 0 };
      task.episodes.push(episode.index);
      task.frames += episode.length;
      tasks.set(span.path, task);
    }
  }
  return [...tasks.values()];
}

/** A different spec's partial output must not be resumed: its finished videos carry other parameters. */
async function checkState(outputDir: string, spec: RelightSpec, tasks: RelightTask[]): Promise<void> {
  const state = JSON.stringify({ cameras: spec.cameras, encoder: spec.encoder ?? null, lutSize: spec.lutSize ?? null });
  const statePath = join(outputDir, STATE_FILE);
  const previous = await readFile(statePath, 'utf8').catch(() => null);
  if (previous !== null && previous !== state) {
    for (const task of tasks) await rm(join(outputDir, task.path), { force: true });
  }
  await writeFile(statePath, state);
}

async function runTasks(
  tasks: RelightTask[],
  dataset: LeRobotDataset,
  spec: RelightSpec,
  work: string,
  onEvent: (event: RelightEvent) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const totalFrames = tasks.reduce((sum, task) => sum + task.frames, 0) || 1;
  const framesDone = new Map<string, number>();
  let lastReport = 0;
  const report = (message: string | null, force = false) => {
    const now = Date.now();
    if (!force && now - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = now;
    const done = [...framesDone.values()].reduce((a, b) => a + b, 0);
    onEvent({ event: 'progress', progress: Math.min(1, done / totalFrames), message: message ?? currentMessage });
  };
  let currentMessage = 'relighting';
  const concurrency = Math.max(1, Math.min(tasks.length, spec.concurrency ?? defaultConcurrency()));
  const perEpisode = dataset.version === 'v2.1';
  let next = 0;
  // LeRobot encodes every file of a camera alike: probe its codec settings and bake its LUT once.
  const prepared = new Map<string, Promise<Prepared>>();
  const prepare = (task: RelightTask, signal: AbortSignal) => {
    let ready = prepared.get(task.cameraKey);
    if (!ready) {
      ready = prepareCamera(join(dataset.root, task.path), task.cameraKey, spec, work, signal);
      prepared.set(task.cameraKey, ready);
    }
    return ready;
  };
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  const worker = async () => {
    while (next < tasks.length) {
      const position = next++;
      const task = tasks[position]!;
      const camera = shortCameraName(task.cameraKey);
      const what = perEpisode
        ? `episode ${task.episodes[0]! + 1}/${dataset.episodes.length}, camera ${camera}`
        : `${task.path} (episodes ${range(task.episodes)} of ${dataset.episodes.length}), camera ${camera}`;
      const target = join(resolve(spec.outputDir), task.path);
      if (await isFile(target)) {
        framesDone.set(task.path, task.frames);
        currentMessage = `skipping ${what}: already relit`;
        report(currentMessage, true);
        continue;
      }
      currentMessage = `relighting ${what}`;
      report(currentMessage, true);
      await relightFile(join(dataset.root, task.path), target, task, spec, () => prepare(task, controller.signal), controller.signal, (frame) => {
        framesDone.set(task.path, Math.min(task.frames, frame));
        report(null);
      });
      framesDone.set(task.path, task.frames);
    }
  };
  try {
    const workers = Array.from({ length: concurrency }, () => worker());
    const results = await Promise.allSettled(workers);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      controller.abort();
      throw failed.reason;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  report(null, true);
}

async function relightFile(
  input: string,
  target: string,
  task: RelightTask,
  spec: RelightSpec,
  prepared: () => Promise<Prepared>,
  signal: AbortSignal,
  onFrame: (frame: number) => void,
): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await removeStalePartials(target);
  const partial = join(dirname(target), `.${basename(target, '.mp4')}.partial-${process.pid}-${Date.now()}.mp4`);
  try {
    const { source, lut, converter } = await prepared();
    let written = -1;
    try {
      await runFfmpeg(relightArgs(input, partial, source, lut, { preset: spec.encoder?.preset, converter }), {
        signal,
        totalFrames: task.frames,
        onProgress: (progress) => {
          onFrame(progress.frame);
          if (progress.done) written = progress.frame;
        },
      });
    } catch (error) {
      if (error instanceof FfmpegError && error.code === 'aborted') throw new RelightError('canceled', 'relighting was canceled.', { cause: error });
      throw new RelightError('pipeline_failed', `ffmpeg could not relight ${task.path}: ${(error as Error).message}`, { cause: error });
    }
    // ffmpeg's last progress report counts the frames it muxed; the episodes' lengths must add up to it exactly.
    if (written !== task.frames) {
      throw new RelightError('incompatible_dataset', `${task.path} gave ${written} frames but its episodes list ${task.frames}.`);
    }
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

interface Prepared {
  source: SourceStream;
  lut: RelightLut;
  converter: ColourConverter;
}

/** Probes one of the camera's files and bakes its transform (see lut.ts: a 3D LUT only when channels mix). */
async function prepareCamera(samplePath: string, cameraKey: string, spec: RelightSpec, work: string, signal: AbortSignal): Promise<Prepared> {
  const source = await probeSource(samplePath, signal);
  const name = shortCameraName(cameraKey).replace(/[^\w-]/g, '_');
  const lut = await bakeRelightLut(spec.cameras[cameraKey]!, source, work, { name, title: `relight ${cameraKey}`, lutSize: spec.lutSize });
  return { source, lut, converter: await colourConverter() };
}

/** Leftovers of a killed run (`.episode_000003.partial-<pid>-<time>.mp4`). */
async function removeStalePartials(target: string): Promise<void> {
  const prefix = `.${basename(target, '.mp4')}.partial-`;
  for (const name of await readdir(dirname(target)).catch(() => [] as string[])) {
    if (name.startsWith(prefix)) await unlink(join(dirname(target), name)).catch(() => undefined);
  }
}

/** Copies unless an identical-size file is already there; true when it copied. */
async function copyIfNeeded(from: string, to: string): Promise<boolean> {
  const [source, existing] = await Promise.all([stat(from), stat(to).catch(() => null)]);
  if (existing?.isFile() && existing.size === source.size) return false;
  await mkdir(dirname(to), { recursive: true });
  const partial = join(dirname(to), `.${basename(to)}.partial-${process.pid}`);
  try {
    await copyFile(from, partial);
    await rename(partial, to);
  } finally {
    await rm(partial, { force: true });
  }
  return true;
}

/** Every file under `root` (relative paths), skipping `.git` and our own temporary files. */
async function listFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.git' || entry.name === STATE_FILE || entry.name === WORK_DIR || entry.name.includes('.partial-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, path)));
    else if (entry.isFile()) out.push(relative(root, path));
  }
  return out.sort();
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith('/');
}

function range(episodes: number[]): string {
  if (episodes.length === 1) return String(episodes[0]);
  return `${episodes[0]}–${episodes[episodes.length - 1]}`;
}

function defaultConcurrency(): number {
  const fromEnv = Number(process.env.RELIGHT_CONCURRENCY);
  if (Number.isInteger(fromEnv) && fromEnv >= 1) return fromEnv;
  return Math.min(2, availableParallelism());
}
