import type { z } from 'zod';
import type { RelightJobInputSchema } from './__generated__/relight-job-input.js';
import { RELIGHT_JOB_EVENT_SCHEMA, type RelightFailed, type RelightJobEvent } from './__generated__/relight-events.js';
import { jobEventReader } from './event-reader.js';

/** The relight job (jobs/relight/main.ts): its input is a JSON file, named as its one argument; jobs/relight/spec_schema.json defines it. */
export type RelightJobInput = z.infer<typeof RelightJobInputSchema>;

export type RelightErrorCode = RelightFailed['code'];

/** One JSON line of the job's stdout: progress, then done, or error (exit code 1); jobs/relight/events_schema.json defines them. */
export type { RelightJobEvent };

/** Parses a log line into an event; anything else (the pipeline's own lines, a line off the schema) gives undefined. */
export const parseRelightEvent = jobEventReader<RelightJobEvent>(RELIGHT_JOB_EVENT_SCHEMA);

/** The job's argv after its program: the input file. */
export const relightJobArgs = (inputFile: string): string[] => [inputFile];
