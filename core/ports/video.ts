import type { VideoJobVariation } from '../jobs/video.js';

/**
 * A video engine: one job per episode that makes a new version of a source episode following a
 * prompt. `twin` (the default, backends/video/twin.ts) generates it in the twin of the recording:
 * a varied scene, the demonstration's expert performing the task, the twin's verdict, the
 * dataset's cameras rendered over their plates. VIDEO_ENGINE=none means no engine. The test
 * suite also drives this interface with a stand-in (test/helpers/test-video-engine.ts).
 */
export interface VideoEpisodeJob {
  augmentationId: string;
  /** Index of the generated episode in the output dataset (0-based, in order). */
  index: number;
  /** A local checkout of the source dataset (read-only). */
  sourceDir: string;
  sourceEpisodeIndex: number;
  prompt: string;
  /** The twin parameters planned for this episode (core/augment/video-variations.ts), position drawn from the seed. */
  variation: VideoJobVariation;
  /** The first attempt's seed; attempt a uses seed + a. */
  seed: number;
  /** The twin the episode is generated in: a built twin's folder, or where the job builds one (`twinId` names it). */
  twin: { dir: string } | { buildDir: string; twinId: string };
  /** Other twins of the same recording (folders, present or not yet) that may lend a camera this episode's twin did not solve. */
  cameraDonors: string[];
  /**
   * Where the job writes its result: `<full camera key>.mp4` per camera (the source episode's
   * resolution, fps and codec) and, for an engine that changes the motion, `episode.json`
   * (GeneratedEpisodeFile: state and action per frame in the dataset's units, provenance).
   */
  outputDir: string;
}

/** `episode.json` of a generated episode (jobs/video/main.py writes it). */
export interface GeneratedEpisodeFile {
  success: boolean;
  twin_id: string | null;
  seed: number;
  frames: number;
  columns: string[];
  'observation.state': number[][];
  action: number[][];
  variation: Record<string, unknown>;
  verdict: Record<string, unknown>;
  attempts: Record<string, unknown>[];
  /** Cameras this episode's twin did not solve, by the twin that lent its calibration and plate. */
  cameras_lent?: Record<string, string>;
}

export const GENERATED_EPISODE_FILE = 'episode.json';

export type VideoJobState = { state: 'running'; progress: number } | { state: 'succeeded' } | { state: 'failed'; error: string };

export interface VideoEngine {
  readonly kind: string;
  /**
   * Whether prompts must map to twin parameters (core/augment/video-variations.ts): a prompt that
   * maps to nothing is a 400. A generative model takes free text and leaves this unset.
   */
  readonly plansVariations?: boolean;
  /** Submits one episode's job; the same (augmentationId, index) gives the same job id, so a retried submit is harmless. */
  submit(job: VideoEpisodeJob): Promise<string>;
  status(jobId: string): Promise<VideoJobState>;
  cancel(jobId: string): Promise<void>;
  /** Stops every job of a run's episodes (their ids derive from the run and index), whoever submitted them: a run that ended without the activity that followed them. */
  cancelEpisodes?(augmentationId: string, indices: number[]): Promise<void>;
}
