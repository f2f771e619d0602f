import { join } from 'node:path';
import type { VideoEngine, VideoEpisodeJob, VideoJobState } from '../../core/ports/video.js';
import { openDataset } from '../../core/lerobot/index.js';
import { renderTestPattern } from '../../core/media/test-pattern.js';

/**
 * A stand-in for a generative video model, for tests only: each "GPU job" renders a moving test
 * pattern per camera with the source episode's exact size and frame count. A prompt containing
 * `fail` makes that episode's job fail, to exercise episode statuses and refunds; one containing
 * `slow` runs until it is canceled (or a minute passes).
 */
export class TestVideoEngine implements VideoEngine {
  readonly kind = 'test';
  readonly submitted: VideoEpisodeJob[] = [];
  readonly canceled: string[] = [];
  private readonly jobs = new Map<string, { state: VideoJobState; abort: AbortController }>();

  async submit(job: VideoEpisodeJob): Promise<string> {
    const id = `${job.augmentationId}-${job.index}`;
    if (this.jobs.has(id)) return id;
    this.submitted.push(job);
    const abort = new AbortController();
    const entry = { state: { state: 'running', progress: 0 } as VideoJobState, abort };
    this.jobs.set(id, entry);
    void this.generate(job, abort.signal).then(
      () => (entry.state = { state: 'succeeded' }),
      (error: unknown) => (entry.state = { state: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
    return id;
  }

  async status(jobId: string): Promise<VideoJobState> {
    return this.jobs.get(jobId)?.state ?? { state: 'failed', error: 'unknown job' };
  }

  async cancel(jobId: string): Promise<void> {
    this.canceled.push(jobId);
    this.jobs.get(jobId)?.abort.abort();
  }

  private async generate(job: VideoEpisodeJob, signal: AbortSignal): Promise<void> {
    if (/fail/i.test(job.prompt)) throw new Error(`the test generator refuses prompt '${job.prompt}'`);
    if (/slow/i.test(job.prompt)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 60_000);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      if (signal.aborted) throw new Error('canceled');
    }
    const dataset = await openDataset(job.sourceDir);
    const episode = dataset.episodes.find((e) => e.index === job.sourceEpisodeIndex)!;
    for (const [position, camera] of dataset.cameras.entries()) {
      await renderTestPattern(join(job.outputDir, `${camera.key}.mp4`), {
        frames: episode.length,
        fps: dataset.fps,
        width: camera.width,
        height: camera.height,
        codec: camera.codec === 'h264' ? 'h264' : 'av1',
        pattern: 2 + position,
        seed: job.index,
        signal,
      });
    }
  }
}
