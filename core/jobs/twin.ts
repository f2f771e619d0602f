import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simJobEnv } from '../sim/environment.js';
import { TWIN_STAGES, type TwinStage } from '../twins/stages.js';
import type { TwinJobEvent } from './__generated__/phase-events.js';
import { jobEventReader } from './event-reader.js';
import { TWIN_JOB_EVENT_SCHEMA } from './phase-events.js';

/** The twin job (jobs/twin/main.py): its input, its argv, its events and its stage files. */

/** The stages of a twin build, in order; each writes `stages/<stage>.json` in the output dir. */
export { TWIN_STAGES, type TwinStage };

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
  /** A store of solved cameras to reuse and fill (TWIN_CAMERA_CACHE_DIR); none when absent. */
  cameraCacheDir?: string | null;
}

/** The argv after the program (backends/compute/job-programs.ts runs it) and the environment of a twin build. */
export function twinJobArgs(input: TwinJobInput): { args: string[]; env: Record<string, string> } {
  return {
    args: [
      '--dataset.root', input.datasetRoot,
      '--episode_index', String(input.episodeIndex),
      '--output_dir', input.outputDir,
      '--models_dir', input.modelsDir,
      '--twin_id', input.twinId,
      '--config', JSON.stringify(input.config ?? {}),
      ...(input.cameraCacheDir ? ['--camera_cache_dir', input.cameraCacheDir] : []),
    ],
    env: simJobEnv(),
  };
}

/** One JSON line of the job's stdout (jobs/sim/events_schema.json `twin_job_event`). */
export type { TwinJobEvent };

/** Parses a log line into an event; anything else (a Python warning, the backend's own lines, a line off the schema) gives undefined. */
export const parseTwinEvent = jobEventReader<TwinJobEvent>(TWIN_JOB_EVENT_SCHEMA);

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
