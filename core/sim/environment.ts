import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.js';

/** The one Python environment of the simulation jobs (twins, RL runs), installed by setup. */
export const SIM_VENV = join(PROJECT_ROOT, '.venv-sim');
export const SIM_PYTHON = join(SIM_VENV, 'bin', 'python');
/** Setup writes the sha256 of the requirements it installed here, so a rerun is instant. */
export const SIM_REQUIREMENTS_MARKER = join(SIM_VENV, '.requirements.sha256');
/** Setup writes the MUJOCO_GL backend that rendered here ("egl" or "osmesa"). */
export const SIM_GL_FILE = join(SIM_VENV, 'mujoco-gl');

export function modelsDir(dataDir: string): string {
  return join(dataDir, 'models');
}

/** The MUJOCO_GL value setup found working; "egl" when setup has not recorded one. */
export function mujocoGl(): string {
  try {
    return readFileSync(SIM_GL_FILE, 'utf8').trim() || 'egl';
  } catch {
    return 'egl';
  }
}

/**
 * The Python jobs are one package, `jobs` (jobs/pyproject.toml), run from the checkout that starts them: the
 * checkout goes on PYTHONPATH rather than into a venv, since worktrees share one .venv-sim.
 */
export const JOBS_PYTHONPATH = { PYTHONPATH: PROJECT_ROOT };

/** `python` argv for a module of the jobs package, e.g. pythonJob('twin.main'). */
export const pythonJob = (module: string): string[] => ['-m', `jobs.${module}`];

/** Environment for a simulation job: the jobs package, headless rendering and one thread per library (two-core machines). */
export function simJobEnv(): Record<string, string> {
  return { ...JOBS_PYTHONPATH, MUJOCO_GL: mujocoGl(), PYOPENGL_PLATFORM: mujocoGl(), OMP_NUM_THREADS: '1', PYTHONUNBUFFERED: '1' };
}
