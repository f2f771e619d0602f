import type { CompleteRelightParams } from '../../core/relight/params.js';

/** What the relight job is asked to do (the JSON file `jobs/relight/main.ts` reads). */
export interface RelightSpec {
  /** A local LeRobot dataset (v2.1 or v3.0) with its videos. Only read. */
  sourceDir: string;
  /** Where the complete relit dataset goes; created if missing. A previous run's partial output is resumed. */
  outputDir: string;
  /** Full camera key → parameters. Cameras absent here are copied byte for byte. */
  cameras: Record<string, CompleteRelightParams>;
  /** Optional encoder tuning; defaults follow the source (see encoder.ts). */
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

export type RelightEvent =
  | { type: 'progress'; progress: number; message: string }
  | { type: 'done'; files: number }
  | { type: 'error'; code: RelightErrorCode; message: string };

export class RelightError extends Error {
  readonly code: RelightErrorCode;
  constructor(code: RelightErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RelightError';
    this.code = code;
  }
}
