import { readFile } from 'node:fs/promises';
import { JobNotFoundError, type ComputeBackend } from '../../core/ports/compute.js';
import type { VideoEngine, VideoEpisodeJob, VideoJobState } from '../../core/ports/video.js';
import { openDataset } from '../../core/lerobot/index.js';
import { authenticatedJobLine, JOB_EVENT_TOKEN_ENV, jobEventToken } from '../../core/jobs/protocol.js';
import { videoJobReport, type VideoJobReport } from '../../core/jobs/video.js';
import { videoJobCommand } from '../compute/job-programs.js';

export interface TwinVideoEngineOptions {
  /** The robot models a twin build reads ($DATA_DIR/models). */
  modelsDir: string;
  /** Tries per episode (seeds seed..seed+attempts−1) before the episode is `failed`. */
  attempts: number;
  /** The compute tier the jobs run on (CPU: MuJoCo and software rendering). */
  tier: string;
  /** A store of solved cameras the twin build reuses and fills (TWIN_CAMERA_CACHE_DIR); null: every build solves its cameras. */
  cameraCacheDir: string | null;
  /** The key each job's event token is derived from (the worker's credentials key), read when first needed. */
  eventKey: () => Buffer;
}

const episodeJobId = (augmentationId: string, index: number) => `${augmentationId}-video-${index}`;

/** The job's log as its follower reads it: only the lines that carry the job's token are events (core/jobs/protocol.ts). */
async function jobReport(logPath: string, token: string): Promise<VideoJobReport> {
  const log = await readFile(logPath, 'utf8').catch(() => '');
  return videoJobReport(log.split('\n').filter((line) => line.trim() !== '').map((line) => authenticatedJobLine(line, token)));
}

/**
 * VIDEO_ENGINE=twin: each episode is one compute job (jobs/video/main.py) that generates it in
 * the twin of its source episode, so local slots and Slurm run episodes side by side.
 */
export class TwinVideoEngine implements VideoEngine {
  readonly kind = 'twin';
  readonly plansVariations = true;

  constructor(
    private readonly compute: ComputeBackend,
    private readonly options: TwinVideoEngineOptions,
  ) {}

  async submit(job: VideoEpisodeJob): Promise<string> {
    const dataset = await openDataset(job.sourceDir);
    const jobId = episodeJobId(job.augmentationId, job.index);
    const { command, env } = videoJobCommand({
      twin: 'dir' in job.twin ? { dir: job.twin.dir } : { build: { dataset_root: job.sourceDir, episode_index: job.sourceEpisodeIndex, models_dir: this.options.modelsDir, twin_id: job.twin.twinId, output_dir: job.twin.buildDir, ...(this.options.cameraCacheDir ? { camera_cache_dir: this.options.cameraCacheDir } : {}) } },
      output_dir: job.outputDir,
      variation: job.variation,
      seed: job.seed,
      attempts: this.options.attempts,
      camera_donors: job.cameraDonors,
      // A camera the source has no video for has no plate to calibrate against: it is not rendered (the output leaves it out).
      cameras: dataset.cameras.filter((c) => c.videoPresent).map((c) => ({ key: c.key, name: c.name, codec: c.codec === 'h264' ? 'h264' : 'av1', pix_fmt: c.pixFmt ?? 'yuv420p' })),
    });
    await this.compute.submit({ jobId, tier: this.options.tier, gpus: 0, command, env: { ...env, [JOB_EVENT_TOKEN_ENV]: this.token(jobId) } });
    return jobId;
  }

  async status(jobId: string): Promise<VideoJobState> {
    const status = await this.compute.status(jobId);
    if (status.state === 'pending') return { state: 'running', progress: 0 };
    const report = await jobReport(this.compute.logPath(jobId), this.token(jobId));
    switch (status.state) {
      case 'running':
        return { state: 'running', progress: report.progress };
      case 'succeeded':
        return { state: 'succeeded' };
      default:
        return { state: 'failed', error: report.error?.message ?? status.reason ?? `the job ended ${status.state}` };
    }
  }

  private token(jobId: string): string {
    return jobEventToken(this.options.eventKey(), jobId);
  }

  async cancel(jobId: string): Promise<void> {
    await this.compute.cancel(jobId);
  }

  async cancelEpisodes(augmentationId: string, indices: number[]): Promise<void> {
    await Promise.all(indices.map((index) => this.compute.cancel(episodeJobId(augmentationId, index)).catch((error: unknown) => (error instanceof JobNotFoundError ? undefined : Promise.reject(error)))));
  }
}
