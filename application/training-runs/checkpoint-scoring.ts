import { ApiError, resourceNotFound } from '../../core/errors.js';
import type { Queryable } from '../../db/client.js';
import { findTwin } from '../../db/twins.js';

/**
 * `config.evaluation` of a create: the built-in policy only (its checkpoints are what the
 * evaluation job runs), and a succeeded twin of the account (404 / 409 otherwise).
 */
export async function checkCheckpointScoring(q: Queryable, accountId: string, scoring: { twin_id: string; episodes: number } | undefined, policyIds: string[]): Promise<void> {
  if (!scoring) return;
  const other = policyIds.find((id) => id !== 'mlp');
  if (other) throw new ApiError(400, 'parameter_invalid', `config.evaluation runs the built-in mlp policy's checkpoints; '${other}' cannot be evaluated closed loop yet.`, { param: 'config.evaluation' });
  const twin = await findTwin(q, accountId, scoring.twin_id);
  if (!twin) throw resourceNotFound(scoring.twin_id, 'config.evaluation.twin_id');
  if (twin.status !== 'succeeded' || !twin.archive) throw new ApiError(409, 'twin_not_ready', `Twin '${scoring.twin_id}' is ${twin.status}; checkpoints are evaluated in a succeeded twin.`, { param: 'config.evaluation.twin_id' });
}
