import { parameterInvalid, resourceNotFound } from '../../../core/errors.js';
import type { TrainingPolicy } from '../../../core/catalog/training-policies.js';
import type { Sql } from '../../../db/client.js';
import type { TrainingRunSource } from '../db/source.js';
import { findTrainingCheckpoint, findTrainingRun } from '../db/training-runs.js';

/**
 * `from_checkpoint: "trn_…:<step>"`: one of the account's runs and one of its stored checkpoints
 * (another account's run answers exactly like a missing one: 404), for policies that can start from it.
 */
export async function resolveTrainingSource(sql: Sql, accountId: string, value: string | undefined, policies: readonly TrainingPolicy[]): Promise<TrainingRunSource | null> {
  if (value === undefined) return null;
  const [runId, stepText] = value.split(':') as [string, string];
  const source = await findTrainingRun(sql, accountId, runId);
  if (!source) throw resourceNotFound(runId, 'from_checkpoint');
  const checkpoint = await findTrainingCheckpoint(sql, runId, Number(stepText));
  if (!checkpoint) throw resourceNotFound(value, 'from_checkpoint');
  const other = policies.find((policy) => policy.id !== source.policy || policy.runner !== 'builtin');
  if (other) throw parameterInvalid('from_checkpoint', `'${other.id}' cannot start from a '${source.policy}' checkpoint: from_checkpoint continues the built-in trainer's policy it was saved from.`);
  return { run_id: runId, step: checkpoint.step, storage_prefix: checkpoint.storage_prefix };
}
