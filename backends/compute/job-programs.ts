import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { evaluationJobArgs, type EvaluationJobSpec } from '../../core/jobs/evaluation.js';
import { relightJobArgs } from '../../core/jobs/relight.js';
import { rlJobArgs, type RlJobInput } from '../../core/jobs/rl.js';
import { trackerJobArgs } from '../../core/jobs/tracker.js';
import { twinJobArgs, type TwinJobInput } from '../../core/jobs/twin.js';
import { videoJobArgs, type VideoJobSpec } from '../../core/jobs/video.js';
import { pythonJob, SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';
import { TRACK_PYTHON } from '../../core/tracking/environment.js';
import { BUILTIN_TRAINER, nodeProgram } from './local.js';

/**
 * Where each job program of jobs/ lives and how it is started: the one place that names their
 * files (Python jobs: modules of the jobs package). A job's input, argv and events are its module's in core/jobs/.
 */
export const JOB_PROGRAMS = {
  relight: join(PROJECT_ROOT, 'jobs', 'relight', 'main.ts'),
  train: BUILTIN_TRAINER,
  lerobotTrain: join(PROJECT_ROOT, 'jobs', 'train', 'lerobot.ts'),
  twin: pythonJob('twin.main'),
  rl: pythonJob('rl.main'),
  evaluation: pythonJob('eval.main'),
  video: pythonJob('video.main'),
  track: pythonJob('track.main'),
  visualTrain: pythonJob('visual.train'),
} as const;

export interface JobCommand {
  command: string[];
  env: Record<string, string>;
}

/** The relight job on its spec file; `program` replaces jobs/relight/main.ts (RELIGHT_PROGRAM, for tests that need a stand-in). */
export const relightJobCommand = (inputFile: string, program: string | null = null): string[] => nodeProgram(program ?? JOB_PROGRAMS.relight, relightJobArgs(inputFile));

/** The built-in trainer with its argv (kinds/training_run/activities/command.ts builds the argv). */
export const builtinTrainerCommand = (args: string[]): string[] => nodeProgram(JOB_PROGRAMS.train, args);

/** LeRobot's `lerobot-train` (at `lerobotTrain`) under jobs/train/lerobot.ts, which resumes it after a kill and feeds its log to the run's trackers. */
export const lerobotTrainerCommand = (lerobotTrain: string, args: string[]): string[] => nodeProgram(JOB_PROGRAMS.lerobotTrain, [`--lerobot_train=${lerobotTrain}`, ...args]);

export function twinJobCommand(input: TwinJobInput): JobCommand {
  const { args, env } = twinJobArgs(input);
  return { command: [SIM_PYTHON, ...JOB_PROGRAMS.twin, ...args], env };
}

export function rlJobCommand(input: RlJobInput): JobCommand {
  const { args, env } = rlJobArgs(input);
  return { command: [SIM_PYTHON, ...JOB_PROGRAMS.rl, ...args], env };
}

export function evaluationJobCommand(spec: EvaluationJobSpec): JobCommand {
  const { args, env } = evaluationJobArgs(spec);
  return { command: [SIM_PYTHON, ...JOB_PROGRAMS.evaluation, ...args], env };
}

/**
 * The built-in visual policy's trainer (jobs/visual/train.py) on a LeRobot dataset and video engine episodes; `threads`
 * for torch (a simulation job's default is one).
 */
export function visualTrainerCommand(args: string[], threads = 1): JobCommand {
  return { command: [SIM_PYTHON, ...JOB_PROGRAMS.visualTrain, ...args], env: { ...simJobEnv(), OMP_NUM_THREADS: String(threads) } };
}

/** The experiment tracker as a job of its own (in .venv-track), continuing an earlier job's tracker runs with the messages in `messagesFile`. */
export function trackerJobCommand(trackingDir: string, messagesFile: string): JobCommand {
  const { args, env } = trackerJobArgs(trackingDir, messagesFile);
  return { command: [TRACK_PYTHON, ...JOB_PROGRAMS.track, ...args], env };
}

export function videoJobCommand(spec: VideoJobSpec): JobCommand {
  const { args, env } = videoJobArgs(spec);
  return { command: [SIM_PYTHON, ...JOB_PROGRAMS.video, ...args], env };
}
