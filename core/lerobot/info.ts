import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatasetFormatError, corrupt } from './errors.js';
import { INFO_PATH, V21_DATA_PATH, V21_VIDEO_PATH, V30_DATA_PATH, V30_VIDEO_PATH } from './paths.js';
import { CAMERA_KEY_PREFIX, SUPPORTED_VERSIONS } from './types.js';
import type { CodebaseVersion, DatasetInfo, FeatureSpec } from './types.js';

/** Reads and validates `meta/info.json`; the first gate that decides whether a folder is a LeRobot dataset. */
export async function readInfo(root: string): Promise<DatasetInfo> {
  let text: string;
  try {
    text = await readFile(join(root, INFO_PATH), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' || code === 'ENOTDIR' ? 'has no meta/info.json' : `cannot read meta/info.json (${(error as Error).message})`;
    throw new DatasetFormatError('not_lerobot', `Not a LeRobot dataset: the folder ${reason}.`, { path: INFO_PATH }, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DatasetFormatError('not_lerobot', `Not a LeRobot dataset: meta/info.json is not valid JSON (${(error as Error).message}).`, { path: INFO_PATH }, { cause: error });
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DatasetFormatError('not_lerobot', 'Not a LeRobot dataset: meta/info.json is not a JSON object.', { path: INFO_PATH });
  }
  return parseInfo(raw as Record<string, unknown>);
}

export function parseInfo(raw: Record<string, unknown>): DatasetInfo {
  const version = raw.codebase_version;
  if (typeof version !== 'string' || version === '') {
    throw new DatasetFormatError('not_lerobot', 'Not a LeRobot dataset: meta/info.json has no codebase_version.', { path: INFO_PATH });
  }
  if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version)) {
    throw new DatasetFormatError(
      'unsupported_version',
      `LeRobot codebase_version '${version}' is not supported; supported versions are ${SUPPORTED_VERSIONS.join(' and ')}. Convert the dataset with LeRobot's conversion script first.`,
      { version, supported: SUPPORTED_VERSIONS, path: INFO_PATH },
    );
  }
  const codebaseVersion = version as CodebaseVersion;
  const fps = raw.fps;
  if (typeof fps !== 'number' || !(fps > 0)) {
    throw corrupt(INFO_PATH, `fps must be a positive number; found ${JSON.stringify(fps)}.`);
  }
  const features = parseFeatures(raw.features);
  const isV3 = codebaseVersion === 'v3.0';
  const chunksSize = optionalCount(raw.chunks_size, 'chunks_size') ?? 1000;
  if (chunksSize < 1) throw corrupt(INFO_PATH, 'chunks_size must be at least 1.');
  return {
    codebaseVersion,
    robotType: typeof raw.robot_type === 'string' ? raw.robot_type : null,
    fps,
    totalEpisodes: optionalCount(raw.total_episodes, 'total_episodes') ?? 0,
    totalFrames: optionalCount(raw.total_frames, 'total_frames') ?? 0,
    totalTasks: optionalCount(raw.total_tasks, 'total_tasks') ?? 0,
    chunksSize,
    dataPath: typeof raw.data_path === 'string' ? raw.data_path : isV3 ? V30_DATA_PATH : V21_DATA_PATH,
    videoPath: typeof raw.video_path === 'string' ? raw.video_path : Object.values(features).some((f) => f.dtype === 'video') ? (isV3 ? V30_VIDEO_PATH : V21_VIDEO_PATH) : null,
    features,
    raw,
  };
}

function optionalCount(value: unknown, name: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw corrupt(INFO_PATH, `${name} must be a non-negative integer; found ${JSON.stringify(value)}.`);
  }
  return value;
}

function parseFeatures(value: unknown): Record<string, FeatureSpec> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw corrupt(INFO_PATH, 'features must be an object keyed by feature name.');
  }
  const features: Record<string, FeatureSpec> = {};
  for (const [key, spec] of Object.entries(value as Record<string, unknown>)) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
      throw corrupt(INFO_PATH, `feature '${key}' must be an object.`);
    }
    const { dtype, shape, names, info } = spec as Record<string, unknown>;
    if (typeof dtype !== 'string') throw corrupt(INFO_PATH, `feature '${key}' has no dtype.`);
    if (!Array.isArray(shape) || !shape.every((n) => Number.isInteger(n) && (n as number) >= 0)) {
      throw corrupt(INFO_PATH, `feature '${key}' must have a shape made of non-negative integers.`);
    }
    features[key] = {
      dtype,
      shape: shape as number[],
      names: Array.isArray(names) ? names.map(String) : names !== null && typeof names === 'object' ? (names as Record<string, unknown>) : null,
      ...(info !== null && typeof info === 'object' && !Array.isArray(info) ? { info: info as Record<string, unknown> } : {}),
    };
  }
  return features;
}

/** Number of scalar values per frame of a feature (product of its shape). */
export function featureSize(spec: FeatureSpec | undefined): number | null {
  if (!spec) return null;
  return spec.shape.reduce((product, n) => product * n, 1);
}

export function isFloatDtype(dtype: string): boolean {
  return dtype === 'float32' || dtype === 'float64' || dtype === 'float16';
}

export function cameraKeys(features: Record<string, FeatureSpec>): string[] {
  return Object.keys(features).filter((key) => features[key]?.dtype === 'video');
}

export function cameraShortName(key: string): string {
  if (key.startsWith(CAMERA_KEY_PREFIX)) return key.slice(CAMERA_KEY_PREFIX.length);
  const dot = key.lastIndexOf('.');
  return dot >= 0 ? key.slice(dot + 1) : key;
}

export interface CameraFormat {
  width: number;
  height: number;
  codec: string | null;
  pixFmt: string | null;
  fps: number;
}

/** Video geometry and encoding of a camera feature, from `info` (`video.*`) with the shape as fallback. */
export function cameraFormat(spec: FeatureSpec, datasetFps: number): CameraFormat {
  const info = spec.info ?? {};
  const names = Array.isArray(spec.names) ? spec.names : ['height', 'width', 'channels'];
  const fromShape = (name: string, fallbackIndex: number) => {
    const index = names.indexOf(name);
    return spec.shape[index >= 0 ? index : fallbackIndex] ?? 0;
  };
  const num = (key: string) => (typeof info[key] === 'number' ? (info[key] as number) : null);
  const str = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : null);
  return {
    width: num('video.width') ?? fromShape('width', 1),
    height: num('video.height') ?? fromShape('height', 0),
    codec: str('video.codec'),
    pixFmt: str('video.pix_fmt'),
    fps: num('video.fps') ?? datasetFps,
  };
}
