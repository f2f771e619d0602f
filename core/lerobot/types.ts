export const SUPPORTED_VERSIONS = ['v2.1', 'v3.0'] as const;
export type CodebaseVersion = (typeof SUPPORTED_VERSIONS)[number];

export const STATE_KEY = 'observation.state';
export const ACTION_KEY = 'action';
export const CAMERA_KEY_PREFIX = 'observation.images.';

/** One entry of `info.json` → `features`, as LeRobot writes it. */
export interface FeatureSpec {
  dtype: string;
  shape: number[];
  /** A list of names per dimension, `null`, or (older datasets) an object such as `{ motors: [...] }`. */
  names: string[] | Record<string, unknown> | null;
  /** Video features carry `video.width`, `video.codec`, … here. */
  info?: Record<string, unknown>;
}

/** The parts of `meta/info.json` we rely on; everything else is kept in `extra`. */
export interface DatasetInfo {
  codebaseVersion: CodebaseVersion;
  robotType: string | null;
  fps: number;
  totalEpisodes: number;
  totalFrames: number;
  totalTasks: number;
  chunksSize: number;
  dataPath: string;
  videoPath: string | null;
  features: Record<string, FeatureSpec>;
  /** The whole parsed info.json, untouched. */
  raw: Record<string, unknown>;
}

export interface CameraInfo {
  /** Full feature key, e.g. `observation.images.front`. */
  key: string;
  /** Short name, e.g. `front`. */
  name: string;
  width: number;
  height: number;
  codec: string | null;
  pixFmt: string | null;
  fps: number;
  /** True when every episode's video file for this camera exists on disk. */
  videoPresent: boolean;
}

/** Where one episode's frames sit inside a video file. */
export interface VideoSpan {
  cameraKey: string;
  /** Relative to the dataset root. */
  path: string;
  /** Seconds into the file of the episode's first frame. */
  fromTimestamp: number;
  /** Seconds into the file just after the episode's last frame. */
  toTimestamp: number;
  present: boolean;
}

/** Where one episode's rows sit inside a data parquet file. */
export interface DataSpan {
  /** Relative to the dataset root. */
  path: string;
  /** First row of the episode within the file (inclusive). */
  rowStart: number;
  /** Row after the episode's last row (exclusive). */
  rowEnd: number;
  present: boolean;
}

export interface EpisodeInfo {
  index: number;
  /** Number of frames. */
  length: number;
  tasks: string[];
  /** Global frame index (`index` column) of the first frame. */
  datasetFromIndex: number;
  /** Global frame index after the last frame (exclusive). */
  datasetToIndex: number;
  data: DataSpan;
  /** Keyed by camera feature key. */
  videos: Record<string, VideoSpan>;
}

export interface LeRobotDataset {
  /** Absolute path of the dataset folder. */
  root: string;
  version: CodebaseVersion;
  info: DatasetInfo;
  fps: number;
  robotType: string | null;
  features: Record<string, FeatureSpec>;
  cameras: CameraInfo[];
  /** Task strings, position = task_index. */
  tasks: string[];
  /** Sorted by episode index. */
  episodes: EpisodeInfo[];
  totalFrames: number;
  stateDim: number | null;
  actionDim: number | null;
  /** Inconsistencies that do not stop reading (e.g. totals in info.json that disagree with the episodes). */
  warnings: string[];
}

/** A value read from a data parquet, with int64 already converted to number. */
export type FrameValue = number | string | boolean | null | FrameValue[];
export type FrameRow = Record<string, FrameValue>;
