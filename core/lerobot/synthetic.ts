import { resolve } from 'node:path';
import { renderTestPattern, checkVideoSize } from '../media/test-pattern.js';
import type { VideoCodecName } from '../media/test-pattern.js';
import { planLayout } from './layout.js';
import type { DatasetLayout } from './layout.js';
import { openDataset } from './open.js';
import { episodeSeed, syntheticTrajectory } from './synthetic-trajectory.js';
import type { CodebaseVersion, LeRobotDataset } from './types.js';
import { addImageStats } from './video-stats.js';
import { writeDataset } from './write.js';
import { validateSpec } from './write-common.js';
import type { DatasetWriteSpec, WriteEpisode } from './write-spec.js';

export { renderStandInVideos } from './stand-in-videos.js';
export type { StandInOptions, StandInResult } from './stand-in-videos.js';

export const SO101_JOINTS = ['shoulder_pan.pos', 'shoulder_lift.pos', 'elbow_flex.pos', 'wrist_flex.pos', 'wrist_roll.pos', 'gripper.pos'];

export interface SyntheticDatasetOptions {
  version: CodebaseVersion;
  episodes: number;
  /** One number for all episodes, or one per episode. */
  framesPerEpisode: number | number[];
  /** Default 30. */
  fps?: number;
  /** Default front + top at 64×64 (64 is the smallest size SVT-AV1 encodes). */
  cameras?: { name: string; width: number; height: number }[];
  /** Default `av1` (libsvtav1, yuv420p, g=2, crf=30, like LeRobot). */
  codec?: VideoCodecName;
  /** Default `so101_follower`. */
  robotType?: string;
  /** Episode i gets task `tasks[i % tasks.length]`. */
  tasks?: string[];
  /** Default 0. Same seed, same trajectories and pictures. */
  seed?: number;
  /** v3.0: episodes sharing one data file and one video per camera (default: all). */
  episodesPerFile?: number;
  /** Default the six SO-101 joints. */
  jointNames?: string[];
  /** Encoder preset (SVT-AV1 0..13, default 12). */
  preset?: number;
  /** Measure pixel statistics from the rendered videos for the stats files (default true). */
  imageStats?: boolean;
  signal?: AbortSignal;
}

export interface SyntheticDatasetResult {
  root: string;
  layout: DatasetLayout;
  dataset: LeRobotDataset;
}

/**
 * Writes a complete, playable LeRobot dataset: trajectories from `syntheticTrajectory`, one
 * real mp4 per planned video file with exactly the planned frames, and metadata whose video
 * spans match those files.
 */
export async function writeSyntheticDataset(dir: string, options: SyntheticDatasetOptions): Promise<SyntheticDatasetResult> {
  const root = resolve(dir);
  const fps = options.fps ?? 30;
  const codec = options.codec ?? 'av1';
  const seed = options.seed ?? 0;
  const joints = options.jointNames ?? SO101_JOINTS;
  const tasks = options.tasks ?? ['Pick the cube and place it in the box'];
  const cameras = options.cameras ?? [
    { name: 'front', width: 64, height: 64 },
    { name: 'top', width: 64, height: 64 },
  ];
  for (const camera of cameras) checkVideoSize(codec, camera.width, camera.height);
  if (!Number.isInteger(options.episodes) || options.episodes < 1) throw new Error('episodes must be a positive integer.');

  const episodes: WriteEpisode[] = Array.from({ length: options.episodes }, (_, index) => {
    const frames = Array.isArray(options.framesPerEpisode) ? options.framesPerEpisode[index] : options.framesPerEpisode;
    if (frames === undefined || !Number.isInteger(frames) || frames < 1) throw new Error(`episode ${index} needs a positive whole number of frames.`);
    const trajectory = syntheticTrajectory({ frames, joints: joints.length, fps, seed: episodeSeed(seed, index) });
    return { tasks: [tasks[index % tasks.length]!], state: trajectory.state, action: trajectory.action };
  });
  const spec: DatasetWriteSpec = {
    version: options.version,
    fps,
    robotType: options.robotType ?? 'so101_follower',
    tasks,
    stateNames: joints,
    actionNames: joints,
    cameras: cameras.map((camera) => ({ ...camera, codec, pixFmt: 'yuv420p' })),
    episodes,
    ...(options.episodesPerFile !== undefined ? { episodesPerFile: options.episodesPerFile } : {}),
  };
  validateSpec(spec);
  const planned = planLayout(spec);

  for (const file of planned.videoFiles) {
    const pattern = cameras.findIndex((camera) => camera.name === file.cameraName);
    await renderTestPattern(resolve(root, file.path), {
      frames: file.frames,
      fps,
      width: cameras[pattern]!.width,
      height: cameras[pattern]!.height,
      codec,
      pattern,
      seed: seed + pattern,
      ...(options.preset !== undefined ? { preset: options.preset } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  if (options.imageStats ?? true) await addImageStats(root, planned, episodes, fps, options.signal);

  const layout = await writeDataset(root, spec);
  return { root, layout, dataset: await openDataset(root) };
}
