import type { z } from '@hono/zod-openapi';
import { simJobEnv } from '../sim/environment.js';
import { VideoJobSpecSchema } from './__generated__/video-job-spec.js';
import { VIDEO_JOB_EVENT_SCHEMA, type VideoDone, type VideoFailed, type VideoJobEvent } from './__generated__/video-events.js';
import { jobEventReader } from './event-reader.js';

/** The video engine's job (jobs/video/main.py): its input, its argv and its events. */

/** The job's input, as one JSON document (jobs/video/spec_schema.json, which the job checks it against at its entry). */
export type VideoJobSpec = z.infer<typeof VideoJobSpecSchema>;
/** How the twin's scene differs from the recording, as the job takes it. */
export type VideoJobVariation = NonNullable<VideoJobSpec['variation']>;

/** The argv after the program: the spec as one JSON argument. A field the schema lacks is refused here, before any job starts. */
export function videoJobArgs(spec: VideoJobSpec): { args: string[]; env: Record<string, string> } {
  return { args: ['--spec', JSON.stringify(VideoJobSpecSchema.parse(spec))], env: simJobEnv() };
}

/** One JSON line of the job's stdout (jobs/video/events_schema.json defines them). */
export type { VideoJobEvent };

/** Parses a log line (as authenticated by its token) into an event; anything else, a line off the schema included, gives undefined. */
export const parseVideoEvent = jobEventReader<VideoJobEvent>(VIDEO_JOB_EVENT_SCHEMA);

/** What a video job's events say so far: how far it is, and its `done` or `error` line once it wrote one. */
export interface VideoJobReport {
  /** 0 while it builds the twin and tries attempts, then the share of cameras rendered, 1 when done. */
  progress: number;
  done?: VideoDone;
  error?: VideoFailed;
}

export function videoJobReport(lines: readonly string[]): VideoJobReport {
  const report: VideoJobReport = { progress: 0 };
  for (const line of lines) {
    const event = parseVideoEvent(line);
    if (event?.event === 'progress') report.progress = event.index / event.total;
    else if (event?.event === 'done') Object.assign(report, { progress: 1, done: event });
    else if (event?.event === 'error') report.error = event;
  }
  return report;
}
