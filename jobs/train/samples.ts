import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { computeStats, openDataset, readEpisodeFrames, type FeatureStats, type LeRobotDataset } from '../../core/lerobot/index.js';
import { ACTION_KEY, STATE_KEY } from '../../core/lerobot/types.js';

export interface Normalizer {
  mean: Float32Array;
  std: Float32Array;
}

/** Behaviour-cloning pairs: normalised state → normalised chunk of the next `chunkSize` actions. */
export interface SampleSet {
  rows: number;
  inputs: Float32Array;
  targets: Float32Array;
  episodes: number[];
}

export interface TrainingData {
  dataset: LeRobotDataset;
  stateDim: number;
  actionDim: number;
  chunkSize: number;
  stateNorm: Normalizer;
  actionNorm: Normalizer;
  /** Where the statistics came from: the dataset's own meta files, or computed from its frames. */
  statsSource: 'meta/stats.json' | 'computed';
  train: SampleSet;
  heldOut: SampleSet | null;
}

function toNormalizer(stats: Pick<FeatureStats, 'mean' | 'std'>, dim: number): Normalizer {
  if (stats.mean.length !== dim || stats.std.length !== dim) throw new Error(`statistics have ${stats.mean.length} dimensions; the feature has ${dim}.`);
  return { mean: Float32Array.from(stats.mean), std: Float32Array.from(stats.std.map((s) => Math.max(s, 1e-6))) };
}

async function metaStats(root: string): Promise<Record<string, FeatureStats> | null> {
  try {
    return JSON.parse(await readFile(join(root, 'meta', 'stats.json'), 'utf8')) as Record<string, FeatureStats>;
  } catch {
    return null;
  }
}

function vector(value: unknown, key: string, dim: number): number[] {
  if (!Array.isArray(value) || value.length !== dim) throw new Error(`'${key}' holds ${Array.isArray(value) ? value.length : typeof value} values; expected ${dim}.`);
  return value as number[];
}

/**
 * Reads every episode's state and action, normalises them with the dataset's statistics, and
 * holds out the last episodes (about a tenth, at least one when there are two or more) for evaluation.
 */
export async function loadTrainingData(root: string, options: { chunkSize: number; heldOut: boolean }): Promise<TrainingData> {
  const dataset = await openDataset(root);
  const stateDim = dataset.stateDim;
  const actionDim = dataset.actionDim;
  if (!stateDim || !actionDim) throw new Error(`the dataset needs '${STATE_KEY}' and '${ACTION_KEY}' features to train on.`);
  const episodes: { index: number; states: number[][]; actions: number[][] }[] = [];
  for (const episode of dataset.episodes) {
    const frames = await readEpisodeFrames(dataset, episode.index, { columns: [STATE_KEY, ACTION_KEY] });
    episodes.push({
      index: episode.index,
      states: frames.map((f) => vector(f[STATE_KEY], STATE_KEY, stateDim)),
      actions: frames.map((f) => vector(f[ACTION_KEY], ACTION_KEY, actionDim)),
    });
  }
  const meta = await metaStats(root);
  const statsSource = meta?.[STATE_KEY]?.mean && meta?.[ACTION_KEY]?.mean ? 'meta/stats.json' : 'computed';
  const stateStats = statsSource === 'meta/stats.json' ? meta![STATE_KEY]! : computeStats(episodes.flatMap((e) => e.states));
  const actionStats = statsSource === 'meta/stats.json' ? meta![ACTION_KEY]! : computeStats(episodes.flatMap((e) => e.actions));
  const stateNorm = toNormalizer(stateStats, stateDim);
  const actionNorm = toNormalizer(actionStats, actionDim);

  const heldOutCount = options.heldOut && episodes.length >= 2 ? Math.max(1, Math.round(episodes.length / 10)) : 0;
  const build = (set: typeof episodes): SampleSet => {
    const rows = set.reduce((n, e) => n + e.states.length, 0);
    const inputs = new Float32Array(rows * stateDim);
    const targets = new Float32Array(rows * actionDim * options.chunkSize);
    let row = 0;
    for (const episode of set) {
      const last = episode.actions.length - 1;
      for (let t = 0; t < episode.states.length; t++, row++) {
        const state = episode.states[t]!;
        for (let d = 0; d < stateDim; d++) inputs[row * stateDim + d] = (state[d]! - stateNorm.mean[d]!) / stateNorm.std[d]!;
        for (let k = 0; k < options.chunkSize; k++) {
          // Past the episode's end the chunk repeats the last action (the robot holds still).
          const action = episode.actions[Math.min(t + k, last)]!;
          const base = (row * options.chunkSize + k) * actionDim;
          for (let d = 0; d < actionDim; d++) targets[base + d] = (action[d]! - actionNorm.mean[d]!) / actionNorm.std[d]!;
        }
      }
    }
    return { rows, inputs, targets, episodes: set.map((e) => e.index) };
  };
  const trainEpisodes = episodes.slice(0, episodes.length - heldOutCount);
  return {
    dataset,
    stateDim,
    actionDim,
    chunkSize: options.chunkSize,
    stateNorm,
    actionNorm,
    statsSource,
    train: build(trainEpisodes),
    heldOut: heldOutCount > 0 ? build(episodes.slice(episodes.length - heldOutCount)) : null,
  };
}
