import { json } from 'node:stream/consumers';
import { policyUnavailableReason } from '../../../core/catalog/policy-availability.js';
import { findTrainingPolicy } from '../../../core/catalog/training-policies.js';
import { ApiError, resourceNotFound } from '../../../core/errors.js';
import type { PolicyRef } from '../../../core/policies/policy-ref.js';
import type { EvaluationObjective, EvaluationObjectiveParameters } from '../../../core/jobs/evaluation.js';
import type { Queryable } from '../../../db/client.js';
import { findRlRun } from '../../rl_run/db/rl-runs.js';
import { checkpointSummary, findTrainingCheckpoint, findTrainingRun } from '../../training_run/db/training-runs.js';
import type { PolicyRefInput } from '../../../api/schemas/policy-ref.js';
import { lerobotInputsOf, type LerobotInputs } from '../../../core/policies/lerobot-inputs.js';
import type { AppDeps } from '../../../application/deps.js';

const policyError = (message: string, param = 'policy') => new ApiError(400, 'parameter_invalid', message, { param });

export interface ResolvedPolicy {
  policy: PolicyRef;
  /** The objective (and its parameters) the policy was trained for, when it reads that objective's observation. */
  trainedFor: { name: EvaluationObjective; parameters: EvaluationObjectiveParameters } | null;
  /** Where the policy was trained, when that was a scene of the account's. */
  trainedInScene: string | null;
  /** A LeRobot policy's inputs (the cameras it reads), from its checkpoint's config.json. */
  lerobot: LerobotInputs | null;
}

type PolicyDeps = Pick<AppDeps, 'sql' | 'storage' | 'compute'>;

async function readStoredJson(deps: PolicyDeps, key: string): Promise<unknown> {
  if (!(await deps.storage.stat(key))) return undefined;
  return json(await deps.storage.read(key)).catch(() => undefined);
}

/** A LeRobot checkpoint's inputs; 400 `policy` where this deployment has no LeRobot or the checkpoint is not LeRobot's. */
async function lerobotCheckpointInputs(deps: PolicyDeps, runId: string, policyName: string, storagePrefix: string): Promise<LerobotInputs> {
  // The policy runs in the job where it trained: what stops it training on this backend stops it running too.
  const trainer = findTrainingPolicy(policyName);
  if (trainer?.notEvaluable) throw policyError(`Training run '${runId}' trained a LeRobot '${policyName}' policy, which cannot be evaluated: ${trainer.notEvaluable}.`);
  const unavailable = trainer ? policyUnavailableReason(trainer, await deps.compute.capabilities()) : `'${policyName}' is not in the catalog`;
  if (unavailable !== null) {
    throw policyError(`Training run '${runId}' trained a LeRobot '${policyName}' policy, which cannot run on this deployment (${unavailable}).`);
  }
  const inputs = lerobotInputsOf(await readStoredJson(deps, `${storagePrefix}/config.json`));
  if (!inputs) throw policyError(`The checkpoint of training run '${runId}' holds no readable LeRobot config.json.`, 'policy.checkpoint');
  return inputs;
}

/**
 * The policy the request names, as the account sees it: another account's run is a 404, a run
 * without the checkpoint or a policy this service cannot run is a 400 naming `policy`.
 */
export async function resolvePolicy(deps: PolicyDeps, accountId: string, policy: PolicyRefInput): Promise<ResolvedPolicy> {
  const q: Queryable = deps.sql;
  if ('training_run_id' in policy) {
    const run = await findTrainingRun(q, accountId, policy.training_run_id);
    if (!run) throw resourceNotFound(policy.training_run_id, 'policy.training_run_id');
    let step: number;
    if (policy.checkpoint === undefined || policy.checkpoint === 'best') {
      const best = (run.eval as { best_checkpoint?: { step?: number } } | null)?.best_checkpoint?.step;
      const chosen = best ?? (await checkpointSummary(q, run.id)).latest?.step;
      if (chosen === undefined) throw policyError(`Training run '${run.id}' has saved no checkpoint yet.`, 'policy.checkpoint');
      step = chosen;
    } else step = Number(policy.checkpoint);
    const checkpoint = await findTrainingCheckpoint(q, run.id, step);
    if (!checkpoint) throw policyError(`Training run '${run.id}' has no checkpoint at step ${step}.`, 'policy.checkpoint');
    const lerobot = run.policy === 'mlp' ? null : await lerobotCheckpointInputs(deps, run.id, run.policy, checkpoint.storage_prefix);
    const kind = lerobot ? 'lerobot' : 'builtin_mlp';
    return { policy: { type: 'training_run', run_id: run.id, checkpoint: String(step), kind, storage_key: checkpoint.storage_prefix }, trainedFor: null, trainedInScene: null, lerobot };
  }
  const run = await findRlRun(q, accountId, policy.rl_run_id);
  if (!run) throw resourceNotFound(policy.rl_run_id, 'policy.rl_run_id');
  // The actor reads the observation of the objective it was trained on, with that objective's action scale.
  const { type, ...parameters } = run.spec.objective as { type: string } & Record<string, unknown>;
  if (type !== 'pick_place' && type !== 'reach') {
    throw policyError(`RL run '${run.id}' trained for ${type}, which places its own box in the job's own scene; its observation cannot be produced in a recorded scene.`);
  }
  if (parameters.target === null) delete parameters.target;
  // The RL spec's parameters are numbers and points (jobs/rl/spec_schema.json), as an evaluation's objective takes them.
  const trainedFor = { name: type as EvaluationObjective, parameters: parameters as EvaluationObjectiveParameters };
  const trainedInScene = run.spec.scene?.twin_id ?? null;
  if (policy.checkpoint !== undefined && policy.checkpoint !== 'best') {
    const [file] = await q<{ storage_key: string | null }[]>`
      select storage_key from resource_files where resource_id = ${run.id} and role = 'checkpoint' and step = ${Number(policy.checkpoint)} and path like '%.onnx'`;
    if (!file?.storage_key) throw policyError(`RL run '${run.id}' has no checkpoint at ${policy.checkpoint} env steps.`, 'policy.checkpoint');
    return { policy: { type: 'rl_run', run_id: run.id, checkpoint: String(policy.checkpoint), kind: 'rl_onnx', storage_key: file.storage_key }, trainedFor, trainedInScene, lerobot: null };
  }
  if (!run.outputs) throw policyError(`RL run '${run.id}' is ${run.status} and has packaged no policy yet.`, 'policy.rl_run_id');
  return { policy: { type: 'rl_run', run_id: run.id, checkpoint: 'best', kind: 'rl_onnx', storage_key: `${run.outputs.bundle_prefix}/policy.onnx` }, trainedFor, trainedInScene, lerobot: null };
}
