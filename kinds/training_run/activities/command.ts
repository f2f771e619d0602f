import { builtinTrainerCommand, lerobotTrainerCommand } from '../../../backends/compute/job-programs.js';
import { builtinTrainerArgs, lerobotTrainArgs, type TrainingJobInput } from '../../../core/jobs/training.js';
import type { ComputeCapabilities } from '../../../core/ports/compute.js';

/** argv of the training job: our trainer for `builtin` policies, LeRobot's `lerobot-train` (under its wrapper) for the rest. */
export function trainingCommand(input: TrainingJobInput, capabilities: ComputeCapabilities): string[] | { unavailable: string } {
  if (input.policy.runner === 'builtin') {
    if (!capabilities.runners.includes('builtin')) return { unavailable: 'the built-in trainer is not installed on this compute backend' };
    return builtinTrainerCommand(builtinTrainerArgs(input));
  }
  const lerobot = capabilities.lerobotTrain;
  if (!capabilities.runners.includes('lerobot') || !lerobot) return { unavailable: 'lerobot-train is not installed on this compute backend' };
  const problem = capabilities.policyProblems?.[input.policy.id];
  if (problem) return { unavailable: problem };
  return lerobotTrainerCommand(lerobot, lerobotTrainArgs(input));
}
