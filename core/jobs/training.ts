import { join } from 'node:path';
import type { z } from 'zod';
import type { TrainingPolicy } from '../catalog/training-policies.js';
import type { BuiltinTrainerFlagsSchema } from './__generated__/trainer-flags.js';
import { TRAINING_JOB_EVENT_SCHEMA, type TrainerFailed, type TrainingJobEvent } from './__generated__/training-events.js';
import { jobEventReader } from './event-reader.js';
import { flagArgs } from './trainer-flags.js';

/** The built-in trainer's input: its flags as an object, defined by jobs/train/spec_schema.json. */
export type BuiltinTrainerFlags = z.infer<typeof BuiltinTrainerFlagsSchema>;

/**
 * The training job: our built-in trainer (jobs/train/main.ts) or LeRobot's `lerobot-train` under
 * jobs/train/lerobot.ts, with the same flags. What the worker asks of it (not itself a program's input: the
 * policy and the machine choose the program and some of LeRobot's own flags; builtinTrainerArgs and
 * lerobotTrainArgs write it as flags), its argv after the program, and its events (both programs print
 * them; LeRobot's own plain lines are read by core/training/log-line.ts).
 */
export interface TrainingJobInput {
  policy: TrainingPolicy;
  repoId: string;
  datasetRoot: string;
  /** The job's output directory; the trainer writes `train/checkpoints/<step>/pretrained_model` under it. */
  outputDir: string;
  steps: number;
  batchSize: number;
  saveFreq: number;
  evalEnabled: boolean;
  gpus: number;
  cameraRename: Record<string, string>;
  /** False: LeRobot policies whose backbone starts from downloaded ImageNet weights (`act`) start it from scratch (machines that cannot download). */
  pretrainedBackbones?: boolean;
  /** Continue from the latest complete checkpoint in outputDir (a job started again after its process was killed). */
  resume?: boolean;
  /** Start from another run's checkpoint in this directory (`from_checkpoint`; the built-in trainer only). */
  initFrom?: string;
}

/** Where the trainer's own output directory (LeRobot's `--output_dir`) sits inside the job's outputs. */
export const trainerOutputDir = (jobOutputDir: string) => join(jobOutputDir, 'train');

/** How often the trainer prints a training line: often enough for live metrics, not one per step. */
export function logFrequency(policy: TrainingPolicy, steps: number): number {
  if (policy.runner === 'builtin') return Math.max(1, Math.min(20, Math.floor(steps / 20)));
  return Math.max(1, Math.min(10, Math.floor(steps / 20)));
}

/** The flags both trainers take. */
function commonFlags(input: TrainingJobInput) {
  return {
    dataset: { repo_id: input.repoId, root: input.datasetRoot },
    steps: input.steps,
    batch_size: input.batchSize,
    save_freq: input.saveFreq,
    log_freq: logFrequency(input.policy, input.steps),
    output_dir: trainerOutputDir(input.outputDir),
  } satisfies BuiltinTrainerFlags;
}

/** argv of the built-in trainer after its program. */
export const builtinTrainerArgs = (input: TrainingJobInput): string[] =>
  flagArgs({
    ...commonFlags(input),
    eval_enabled: input.evalEnabled,
    ...(input.resume ? { resume: true } : {}),
    ...(input.initFrom ? { init_from: input.initFrom } : {}),
  } satisfies BuiltinTrainerFlags);

/** LeRobot policies whose backbone starts from torchvision's ImageNet weights by default (downloaded when the job starts). */
const IMAGENET_BACKBONE_POLICIES = new Set(['act']);

/**
 * argv of `lerobot-train` after its program. `--resume=true` is read by jobs/train/lerobot.ts, which
 * turns it into LeRobot's own `--resume=true --config_path=…` when a complete checkpoint exists.
 */
export function lerobotTrainArgs(input: TrainingJobInput): string[] {
  const args = [
    `--policy.type=${input.policy.id}`,
    ...flagArgs(commonFlags(input)),
    '--policy.push_to_hub=false',
    `--policy.device=${input.gpus > 0 ? 'cuda' : 'cpu'}`,
    '--wandb.enable=false',
  ];
  if (Object.keys(input.cameraRename).length > 0) args.push(`--rename_map=${JSON.stringify(input.cameraRename)}`);
  if (input.pretrainedBackbones === false && IMAGENET_BACKBONE_POLICIES.has(input.policy.id)) args.push('--policy.pretrained_backbone_weights=null');
  if (input.resume) args.push('--resume=true');
  return args;
}

/** One JSON line of either trainer's stdout (jobs/train/events_schema.json). */
export type { TrainerFailed, TrainingJobEvent };

/** Parses a log line into an event; LeRobot's own lines and any line off the schema give undefined. */
export const parseTrainingEvent = jobEventReader<TrainingJobEvent>(TRAINING_JOB_EVENT_SCHEMA);
