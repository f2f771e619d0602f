import type { FeatureStats } from './stats.js';
import type { CodebaseVersion } from './types.js';

export interface WriteCamera {
  /** Short name; the feature key becomes `observation.images.<name>`. */
  name: string;
  width: number;
  height: number;
  /** As LeRobot records it in info.json: `av1`, `h264`, … (default `av1`). */
  codec?: string;
  /** Default `yuv420p`. */
  pixFmt?: string;
}

export interface WriteEpisode {
  /** Task strings of the episode; the first one is each frame's task unless `taskIndex` says otherwise. */
  tasks: string[];
  /** One state vector per frame. */
  state: readonly ArrayLike<number>[];
  /** One action vector per frame, as long as `state`. */
  action: readonly ArrayLike<number>[];
  /** Per-frame task_index; defaults to the index of `tasks[0]`. */
  taskIndex?: ArrayLike<number>;
  /** Per-camera pixel statistics (3 channels, values 0..1), keyed by camera name. Optional. */
  imageStats?: Record<string, FeatureStats>;
}

/** Everything needed to write a LeRobot dataset's metadata and data parquet files (videos are written by the caller). */
export interface DatasetWriteSpec {
  version: CodebaseVersion;
  fps: number;
  robotType: string | null;
  /** Task strings by task_index; defaults to the episodes' tasks in order of first appearance. */
  tasks?: string[];
  stateNames: string[];
  actionNames: string[];
  cameras: WriteCamera[];
  episodes: WriteEpisode[];
  /** Default 1000, LeRobot's default. */
  chunksSize?: number;
  /** v3.0 only: episodes per data/video file (default: all in one file, as LeRobot does for small datasets). */
  episodesPerFile?: number;
}
