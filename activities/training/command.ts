import { join } from 'node:path';
import { BUILTIN_TRAINER, nodeProgram } from '../../backends/compute/local.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import type { TrainingPolicy } from '../../core/catalog/training-policies.js';

export interface TrainingCommandInput {
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
  /** Continue from the latest complete checkpoint in outputDir (the built-in trainer only). */
  resume?: boolean;
}

/** Where the trainer's own output directory (LeRobot's `--output_dir`) sits inside the job's outputs. */
export const trainerOutputDir = (jobOutputDir: string) => join(jobOutputDir, 'train');

/** How often the trainer prints a training line: often enough for live metrics, not one per step. */
export function logFrequency(policy: TrainingPolicy, steps: number): number {
  if (policy.runner === 'builtin') return Math.max(1, Math.min(20, Math.floor(steps / 20)));
  return Math.max(1, Math.min(10, Math.floor(steps / 20)));
}

/** argv of the training job: our trainer for `builtin` policies, LeRobot's `lerobot-train` for the rest. */
export function trainingCommand(input: TrainingCommandInput, capabilities: ComputeCapabilities): string[] | { unavailable: string } {
  const common = [
    `--dataset.repo_id=${input.repoId}`,
    `--dataset.root=${input.datasetRoot}`,
    `--steps=${input.steps}`,
    `--batch_size=${input.batchSize}`,
    `--save_freq=${input.saveFreq}`,
    `--log_freq=${logFrequency(input.policy, input.steps)}`,
    `--output_dir=${trainerOutputDir(input.outputDir)}`,
  ];
  if (input.policy.runner === 'builtin') {
    if (!capabilities.runners.includes('builtin')) return { unavailable: 'the built-in trainer is not installed on this compute backend' };
    return nodeProgram(BUILTIN_TRAINER, [...common, `--eval_enabled=${input.evalEnabled}`, ...(input.resume ? ['--resume=true'] : [])]);
  }
  const lerobot = capabilities.lerobotTrain;
  if (!capabilities.runners.includes('lerobot') || !lerobot) return { unavailable: 'lerobot-train is not installed on this compute backend' };
  const problem = capabilities.policyProblems?.[input.policy.id];
  if (problem) return { unavailable: problem };
  const args = [
    lerobot,
    `--policy.type=${input.policy.id}`,
    ...common,
    '--policy.push_to_hub=false',
    `--policy.device=${input.gpus > 0 ? 'cuda' : 'cpu'}`,
    '--wandb.enable=false',
  ];
  if (Object.keys(input.cameraRename).length > 0) args.push(`--rename_map=${JSON.stringify(input.cameraRename)}`);
  return args;
}
