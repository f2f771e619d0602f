import { simJobEnv } from '../sim/environment.js';

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
