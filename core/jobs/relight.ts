import type { CompleteRelightParams } from '../relight/params.js';
import { parseJobEvent } from './protocol.js';

/** The relight job (jobs/relight/main.ts): its input is a JSON file, named as its one argument. */
export interface RelightJobInput {
  /** A local LeRobot dataset (v2.1 or v3.0) with its videos. Only read. */
  sourceDir: string;
  /** Where the complete relit dataset goes; created if missing. A previous run's partial output is resumed. */
  outputDir: string;
  /** Full camera key → parameters. Cameras absent here are copied byte for byte. */
  cameras: Record<string, CompleteRelightParams>;
  /** Optional encoder tuning; defaults follow the source (see jobs/relight/encoder.ts). */
  encoder?: {
    /** SVT-AV1 preset 0..13 (default RELIGHT_SVTAV1_PRESET or 10) or x264 preset name. */
    preset?: number | string;
  };
  /** Files encoded at the same time (default RELIGHT_CONCURRENCY or 1). */
  concurrency?: number;
  /** Cube size (default 33). */
  lutSize?: number;
}

export type RelightErrorCode = 'incompatible_dataset' | 'dataset_unavailable' | 'pipeline_failed' | 'canceled';

/** One JSON line of the job's stdout: progress, then done, or error (exit code 1). */
export type RelightJobEvent =
  | { event: 'progress'; progress: number; message: string }
  | { event: 'done'; files: number }
  | { event: 'error'; code: RelightErrorCode; message: string };

export const parseRelightEvent = (line: string) => parseJobEvent<RelightJobEvent>(line);

/** The job's argv after its program: the input file. */
export const relightJobArgs = (inputFile: string): string[] => [inputFile];
