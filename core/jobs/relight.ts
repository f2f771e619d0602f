import type { z } from 'zod';
import type { RelightJobInputSchema } from './__generated__/relight-job-input.js';
import { parseJobEvent } from './protocol.js';

/** The relight job (jobs/relight/main.ts): its input is a JSON file, named as its one argument; jobs/relight/spec_schema.json defines it. */
export type RelightJobInput = z.infer<typeof RelightJobInputSchema>;

export type RelightErrorCode = 'incompatible_dataset' | 'dataset_unavailable' | 'pipeline_failed' | 'canceled';

/** One JSON line of the job's stdout: progress, then done, or error (exit code 1). */
export type RelightJobEvent =
  | { event: 'progress'; progress: number; message: string }
  | { event: 'done'; files: number }
  | { event: 'error'; code: RelightErrorCode; message: string };

export const parseRelightEvent = (line: string) => parseJobEvent<RelightJobEvent>(line);

/** The job's argv after its program: the input file. */
export const relightJobArgs = (inputFile: string): string[] => [inputFile];
