import type { TrainingPolicy } from '../../../core/catalog/training-policies.js';
import { ApiError, resourceNotFound } from '../../../core/errors.js';
import { lerobotInputsOfDataset, unproducibleLerobotInputs } from '../../../core/policies/lerobot-inputs.js';
import type { Queryable } from '../../../db/client.js';
import { findTwin } from '../../twin/db/twin-rows.js';

export interface ScoredDataset {
  /** The dataset's cameras as inspection found them. */
  cameras: readonly { key: string; name: string; width: number; height: number }[];
  /** The body's `cameras.rename`: the names a LeRobot policy reads them under. */
  rename: Readonly<Record<string, string>>;
}

/**
 * `config.evaluation` of a create: policies the evaluation job can run (400 naming one it cannot), a
 * succeeded twin of the account (404 / 409 otherwise), and for a LeRobot policy a twin that renders
 * every camera of the dataset, as POST /v1/evaluations checks a checkpoint (400
 * `config.evaluation.twin_id` naming the camera and why).
 */
export async function checkCheckpointScoring(q: Queryable, accountId: string, scoring: { twin_id: string } | undefined, policies: readonly TrainingPolicy[], dataset: ScoredDataset): Promise<void> {
  if (!scoring) return;
  const refused = policies.find((policy) => policy.notEvaluable);
  if (refused) throw new ApiError(400, 'parameter_invalid', `config.evaluation cannot score '${refused.id}' checkpoints: ${refused.notEvaluable}.`, { param: 'config.evaluation' });
  const twin = await findTwin(q, accountId, scoring.twin_id);
  if (!twin) throw resourceNotFound(scoring.twin_id, 'config.evaluation.twin_id');
  if (twin.status !== 'succeeded' || !twin.archive) throw new ApiError(409, 'twin_not_ready', `Twin '${scoring.twin_id}' is ${twin.status}; checkpoints are evaluated in a succeeded twin.`, { param: 'config.evaluation.twin_id' });
  for (const policy of policies.filter((p) => p.runner === 'lerobot')) {
    const unproducible = unproducibleLerobotInputs(lerobotInputsOfDataset(policy.id, dataset.cameras, dataset.rename), twin.archive.cameras ?? null);
    if (unproducible) {
      throw new ApiError(400, 'parameter_invalid', `'${policy.id}' reads every camera of the dataset, and its checkpoints are evaluated with the twin's renders of them: ${unproducible}`, { param: 'config.evaluation.twin_id' });
    }
  }
}
