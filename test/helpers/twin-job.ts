import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { loadConfig, PROJECT_ROOT } from '../../core/config.js';
import { modelsDir, pythonJob, SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';

export const TWIN_MAIN = pythonJob('twin.main');
/** The models folder `npm run setup` filled ($DATA_DIR/models). */
export const MODELS_DIR = modelsDir(loadConfig().dataDir);

export interface TwinEvent {
  event: string;
  phase?: string;
  ok?: boolean;
  skipped?: boolean;
  attempts?: number;
  code?: string;
  message?: string;
  resumable?: boolean;
  param?: string;
  sha256?: string;
  archive?: string;
  measurement?: string;
  [key: string]: unknown;
}

export interface TwinRun {
  code: number | null;
  events: TwinEvent[];
  stderr: string;
}

/** The test run's store of solved cameras (test/global-setup.ts); none outside a vitest run with it (the benches solve). */
function testCameraStore(): string[] {
  try {
    const dir = inject('twinCameraCacheDir');
    return dir ? ['--camera_cache_dir', dir] : [];
  } catch {
    return [];
  }
}

/**
 * Runs the twin job as the compute backend would: the .venv-sim Python, argv flags, JSON lines on stdout. Solved
 * cameras go to the test run's one store unless `solveCameras` asks for the solver itself (test/integration/twin-cameras.test.ts).
 */
export function runTwinJob(args: { datasetRoot: string; episodeIndex: number; outputDir: string; twinId: string; config?: object; stopAfter?: string; modelsDir?: string; solveCameras?: boolean }): Promise<TwinRun> {
  const argv = [
    ...TWIN_MAIN,
    '--dataset.root', args.datasetRoot,
    '--episode_index', String(args.episodeIndex),
    '--output_dir', args.outputDir,
    '--models_dir', args.modelsDir ?? MODELS_DIR,
    '--twin_id', args.twinId,
    ...(args.config ? ['--config', JSON.stringify(args.config)] : []),
    ...(args.stopAfter ? ['--stop_after', args.stopAfter] : []),
    ...(args.solveCameras ? [] : testCameraStore()),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(SIM_PYTHON, argv, { cwd: PROJECT_ROOT, env: { ...process.env, ...simJobEnv() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const events = stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as TwinEvent);
      resolve({ code, events, stderr });
    });
  });
}

/** Runs a Python snippet in .venv-sim with JSON on argv[1]; returns what it printed as JSON. */
export function simPython<T>(code: string, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(SIM_PYTHON, ['-c', code, JSON.stringify(input)], { env: { ...process.env, ...simJobEnv() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exit) => (exit === 0 ? resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as T) : reject(new Error(`python exited ${exit}: ${stderr}`))));
  });
}
