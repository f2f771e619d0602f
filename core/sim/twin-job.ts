import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.js';
import { SIM_PYTHON, simJobEnv } from './environment.js';
import { TWIN_STAGES, type TwinStage } from '../twins/stages.js';

/** The stages of a twin build, in order; each writes `stages/<stage>.json` in the output dir. */
export { TWIN_STAGES, type TwinStage };

/**
 * Seconds each stage typically takes for a 374-frame (12.5 s) SO-101 episode on a shared two-core
 * machine (npm run bench:twin); `kinematics` and `validate` grow with the frame count. A starting
 * point for `eta_seconds` until durations measured from real runs replace it.
 */
export const TYPICAL_STAGE_SECONDS: Record<TwinStage, { fixed: number; perFrame: number }> = {
  check: { fixed: 0.5, perFrame: 0 },
  kinematics: { fixed: 0.05, perFrame: 0.0006 },
  objects: { fixed: 0.05, perFrame: 0 },
  calibrate: { fixed: 3, perFrame: 0.004 },
  scene: { fixed: 1.5, perFrame: 0 },
  validate: { fixed: 1.8, perFrame: 0.0025 },
  package: { fixed: 0.8, perFrame: 0 },
};

/** Seconds left for an episode of `frames` frames, given the stages already finished. */
export function estimateTwinSeconds(frames: number, finished: readonly TwinStage[] = []): number {
  return TWIN_STAGES.filter((stage) => !finished.includes(stage)).reduce((sum, stage) => sum + TYPICAL_STAGE_SECONDS[stage].fixed + TYPICAL_STAGE_SECONDS[stage].perFrame * frames, 0);
}

export interface TwinJobInput {
  /** A LeRobot dataset directory (v2.1 or v3.0), e.g. the hub checkout. */
  datasetRoot: string;
  episodeIndex: number;
  /** Where the job writes stages/, <twinId>/, <twinId>.tar.gz(.sha256) and files.json. */
  outputDir: string;
  /** `$DATA_DIR/models` (core/sim/environment.ts `modelsDir`). */
  modelsDir: string;
  twinId: string;
  /** robot_model, objects, table_height_m, camera (docs/twins-engine.md). */
  config?: Record<string, unknown>;
}

/** The argv and environment of a twin build, for a compute backend's JobSpec. */
export function twinJobCommand(input: TwinJobInput): { command: string[]; env: Record<string, string> } {
  return {
    command: [
      SIM_PYTHON,
      join(PROJECT_ROOT, 'jobs', 'twin', 'main.py'),
      '--dataset.root', input.datasetRoot,
      '--episode_index', String(input.episodeIndex),
      '--output_dir', input.outputDir,
      '--models_dir', input.modelsDir,
      '--twin_id', input.twinId,
      '--config', JSON.stringify(input.config ?? {}),
    ],
    env: simJobEnv(),
  };
}

/** One JSON line of the job's stdout. */
export type TwinJobEvent =
  | { event: 'stage'; stage: TwinStage; index: number; total: number; attempt: number }
  | { event: 'progress'; stage: TwinStage; fraction: number; message: string }
  | { event: 'stage_done'; stage: TwinStage; ok: true; skipped: boolean; attempts: number; seconds: number; measurement: string }
  | { event: 'error'; stage: TwinStage | null; code: string; message: string; resumable: boolean; param?: string }
  | { event: 'done'; ok: true; twin_id: string; archive?: string; sha256?: string; stopped_after?: TwinStage };

/** Parses a log line into an event; anything else (a Python warning, the backend's own lines) gives undefined. */
export function parseTwinEvent(line: string): TwinJobEvent | undefined {
  if (!line.startsWith('{"event":')) return undefined;
  try {
    return JSON.parse(line) as TwinJobEvent;
  } catch {
    return undefined;
  }
}

export interface TwinStageRecord {
  stage: TwinStage;
  ok: boolean;
  attempts: number;
  seconds: number;
  measurement?: string;
  error?: { code: string; message: string; resumable: boolean; param?: string };
}

/** The finished (or failed) stages of a build, from its `stages/*.json` files, in stage order. */
export async function readTwinStages(outputDir: string): Promise<TwinStageRecord[]> {
  const records: TwinStageRecord[] = [];
  for (const stage of TWIN_STAGES) {
    const text = await readFile(join(outputDir, 'stages', `${stage}.json`), 'utf8').catch(() => undefined);
    if (!text) continue;
    const { ok, attempts, seconds, measurement, error } = JSON.parse(text) as TwinStageRecord;
    records.push({ stage, ok, attempts, seconds, ...(measurement ? { measurement } : {}), ...(error ? { error } : {}) });
  }
  return records;
}
