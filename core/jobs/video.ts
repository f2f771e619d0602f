import { simJobEnv } from '../sim/environment.js';
import { VIDEO_JOB_EVENT_SCHEMA, type VideoDone, type VideoFailed, type VideoJobEvent } from './__generated__/video-events.js';
import { jobEventReader } from './event-reader.js';

/** The video engine's job (jobs/video/main.py): its input and argv. */
export interface VideoJobInput {
  /** A built twin's folder, or what the job needs to build one first (jobs/twin/main.py's flags). */
  twin: { dir: string } | { build: { dataset_root: string; episode_index: number; models_dir: string; twin_id: string; output_dir: string; camera_cache_dir?: string } };
  outputDir: string;
  variation: Record<string, unknown>;
  seed: number;
  attempts: number;
  cameras: { key: string; name: string; codec: 'av1' | 'h264'; pix_fmt: string }[];
  /** Twin folders of the same recording that may lend a camera the episode's twin did not solve (the rig's cameras do not move). */
  cameraDonors?: string[];
}

export function videoJobArgs(input: VideoJobInput): { args: string[]; env: Record<string, string> } {
  return {
    args: [
      ...('dir' in input.twin ? ['--twin_dir', input.twin.dir] : ['--build_twin', JSON.stringify(input.twin.build)]),
      '--output_dir', input.outputDir,
      '--variation', JSON.stringify(input.variation),
      '--seed', String(input.seed),
      '--attempts', String(input.attempts),
      '--cameras', JSON.stringify(input.cameras),
      '--camera_donors', JSON.stringify(input.cameraDonors ?? []),
    ],
    env: simJobEnv(),
  };
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
