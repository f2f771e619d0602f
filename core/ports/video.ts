/**
 * A generative video engine: one GPU job per episode that renders a new version of a source
 * episode following a prompt. No such model runs on our machines; VIDEO_ENGINE=none (the
 * default) means none is configured. The test suite drives this interface with a test-only
 * generator (test/helpers/test-video-engine.ts).
 */
export interface VideoEpisodeJob {
  augmentationId: string;
  /** Index of the generated episode in the output dataset (0-based, in order). */
  index: number;
  /** A local checkout of the source dataset (read-only). */
  sourceDir: string;
  sourceEpisodeIndex: number;
  prompt: string;
  /**
   * Where the job writes its result: `<full camera key>.mp4` per camera, the same resolution, fps
   * and frame count as the source episode.
   */
  outputDir: string;
}

export type VideoJobState = { state: 'running'; progress: number } | { state: 'succeeded' } | { state: 'failed'; error: string };

export interface VideoEngine {
  readonly kind: string;
  /** Submits one episode's GPU job; the same (augmentationId, index) gives the same job id, so a retried submit is harmless. */
  submit(job: VideoEpisodeJob): Promise<string>;
  status(jobId: string): Promise<VideoJobState>;
  cancel(jobId: string): Promise<void>;
}
