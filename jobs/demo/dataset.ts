/**
 * The demo dataset: episodes of the SO-101 MuJoCo model scripted to pick an orange cube and place
 * it in a box (jobs/demo/main.py simulates, records and encodes the cameras), assembled into a
 * LeRobot v3.0 dataset by the project's writer.
 */
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { addImageStats, openDataset, planLayout, writeDataset } from '../../core/lerobot/index.js';
import type { DatasetWriteSpec, LeRobotDataset } from '../../core/lerobot/index.js';
import { ffmpegBinary } from '../../core/media/errors.js';
import { lerobotEncoderArgs } from '../../core/media/lerobot-encoding.js';
import { runProcess } from '../../core/media/process.js';
import { pythonJob, SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';

export const DEMO_TASK = 'Pick the orange cube and place it in the box';
export const DEMO_CAMERAS = [
  { name: 'front', width: 320, height: 240 },
  { name: 'top', width: 320, height: 240 },
] as const;
const DEMO_MAIN = pythonJob('demo.main');

export interface DemoDatasetOptions {
  /** `$DATA_DIR/models`, holding `so101/` (npm run setup installs it). */
  modelsDir: string;
  /** Default 6. */
  episodes?: number;
  /** Default 7. Same seed, same episodes. */
  seed?: number;
  signal?: AbortSignal;
}

/** What the script did in one episode (robot base frame, metres), for checks against what is read back. */
export interface DemoEpisodeTruth {
  frames: number;
  layout: { cube_xy: [number, number]; cube_yaw: number; box_xy: [number, number] };
  /** Frames where the gripper was commanded shut but held open by the cube, and the tool point there. */
  grasp: { first_frame: number; last_frame: number; tool_at_first: number[]; tool_at_last: number[]; cube_at_first: number[] } | null;
  cube_start: number[];
  cube_end: number[];
  cube_max_z: number;
}

interface SimulatedEpisodes {
  fps: number;
  names: string[];
  cameras: string[];
  episodes: (DemoEpisodeTruth & { state: number[][]; action: number[][] })[];
}

export interface DemoDatasetResult {
  root: string;
  dataset: LeRobotDataset;
  episodes: DemoEpisodeTruth[];
}

/** Simulates the demo's episodes and writes them as a LeRobot v3.0 dataset into `dir`. */
export async function writeDemoDataset(dir: string, options: DemoDatasetOptions): Promise<DemoDatasetResult> {
  const root = resolve(dir);
  // The simulation's output goes inside `root`, so its videos move into place by rename.
  const work = join(root, '.simulation');
  await mkdir(work, { recursive: true });
  try {
    const simulated = await simulate(work, options);
    const spec: DatasetWriteSpec = {
      version: 'v3.0',
      fps: simulated.fps,
      robotType: 'so101_follower',
      tasks: [DEMO_TASK],
      stateNames: simulated.names,
      actionNames: simulated.names,
      cameras: DEMO_CAMERAS.map((camera) => ({ ...camera, codec: 'av1', pixFmt: 'yuv420p' })),
      episodes: simulated.episodes.map((episode) => ({ tasks: [DEMO_TASK], state: episode.state, action: episode.action })),
    };
    const layout = planLayout(spec);
    for (const file of layout.videoFiles) {
      await mkdir(dirname(join(root, file.path)), { recursive: true });
      await rename(join(work, `${file.cameraName}.mp4`), join(root, file.path));
    }
    await addImageStats(root, layout, spec.episodes, spec.fps, options.signal);
    await writeDataset(root, spec);
    const episodes = simulated.episodes.map(({ state: _state, action: _action, ...truth }) => truth);
    return { root, dataset: await openDataset(root), episodes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function simulate(work: string, options: DemoDatasetOptions): Promise<SimulatedEpisodes> {
  const camera = DEMO_CAMERAS[0];
  const args = [
    ...DEMO_MAIN,
    '--models_dir', options.modelsDir,
    '--output_dir', work,
    '--episodes', String(options.episodes ?? 6),
    '--seed', String(options.seed ?? 7),
    '--fps', '30',
    '--width', String(camera.width),
    '--height', String(camera.height),
    '--ffmpeg', ffmpegBinary(),
    '--encoder_args', JSON.stringify(lerobotEncoderArgs('av1')),
  ];
  const result = await runProcess(SIM_PYTHON, args, {
    env: { ...process.env, ...simJobEnv(), SVT_LOG: process.env.SVT_LOG ?? '2' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (result.exitCode !== 0) {
    throw new Error(`the demo episodes could not be simulated (${SIM_PYTHON} ${DEMO_MAIN.join(' ')} exited ${result.exitCode ?? result.signal}): ${result.stderrTail.trim().split('\n').slice(-5).join('\n')}`);
  }
  return JSON.parse(await readFile(join(work, 'episodes.json'), 'utf8')) as SimulatedEpisodes;
}
