import { ApiError, resourceNotFound } from '../../../core/errors.js';
import type { EvaluationPolicy } from '../core/record.js';
import type { EvaluationObjective, EvaluationObjectiveParameters } from '../../../core/jobs/evaluation.js';
import { newId } from '../../../core/ids.js';
import { findResourceKind } from '../../../core/kinds.js';
import { evaluationTokens } from '../../../core/pricing.js';
import type { AccountRow } from '../../../db/accounts.js';
import { endEvaluation } from '../db/ending.js';
import { countInFlightEvaluations, insertEvaluation, type EvaluationRow } from '../db/evaluations.js';
import { findTwin } from '../../twin/db/twin-rows.js';
import { evaluationWorkflowType } from '../contracts/evaluation.js';
import type { CreateEvaluationInput } from '../api/schemas.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import { NO_REQUEST, type RequestOrigin } from '../../../application/request-origin.js';
import { startRuns } from '../../../application/workflows.js';
import { resolvePolicy } from './policy.js';
import { unproducibleLerobotInputs } from '../../../core/policies/lerobot-inputs.js';

export const EVALUATION = findResourceKind('evaluation')!;
export const DEFAULT_EPISODES = 50;

export interface CheckedEvaluation {
  policy: EvaluationPolicy;
  twinId: string;
  objective: { name: EvaluationObjective; parameters: EvaluationObjectiveParameters };
  episodes: number;
  seeds: number[] | null;
  warnings: string[];
}

/**
 * What create, validate and estimate check alike: the policy and twin are the account's (404
 * otherwise), the twin has succeeded, the policy's inputs are what the objective in the twin gives
 * (400 `policy` otherwise), and episodes agree with seeds.
 */
export async function checkEvaluation(deps: Pick<AppDeps, 'sql' | 'storage' | 'compute'>, accountId: string, body: CreateEvaluationInput): Promise<CheckedEvaluation> {
  const { policy, trainedFor, trainedInScene, lerobot } = await resolvePolicy(deps, accountId, body.policy);
  const twin = await findTwin(deps.sql, accountId, body.twin_id);
  if (!twin) throw resourceNotFound(body.twin_id, 'twin_id');
  if (twin.status !== 'succeeded' || !twin.archive) throw new ApiError(409, 'twin_not_ready', `Twin '${body.twin_id}' is ${twin.status}; evaluations run in a succeeded twin.`, { param: 'twin_id' });
  if (body.seeds && body.episodes !== undefined && body.seeds.length !== body.episodes) {
    throw new ApiError(400, 'parameter_invalid', `episodes (${body.episodes}) must equal the number of seeds (${body.seeds.length}) when both are given.`, { param: 'episodes' });
  }
  const warnings: string[] = [];
  let objective: CheckedEvaluation['objective'] = { name: body.objective?.name ?? 'pick_place', parameters: body.objective?.parameters ?? {} };
  if (trainedFor) {
    if (body.objective && body.objective.name !== trainedFor.name) {
      throw new ApiError(400, 'parameter_invalid', `The policy reads the ${trainedFor.name} observation; the twin cannot produce it for objective ${body.objective.name}.`, { param: 'policy' });
    }
    objective = { name: trainedFor.name, parameters: { ...trainedFor.parameters, ...(body.objective?.parameters ?? {}) } };
    if (trainedInScene && trainedInScene !== twin.id) warnings.push(`The policy was trained in twin '${trainedInScene}', not in '${twin.id}'.`);
  } else if (lerobot) {
    const unproducible = unproducibleLerobotInputs(lerobot, twin.archive.cameras ?? null);
    if (unproducible) throw new ApiError(400, 'parameter_invalid', unproducible, { param: 'policy' });
    const cameras = Object.keys(lerobot.cameras);
    if (cameras.length === 0) warnings.push(`The LeRobot '${lerobot.type}' policy reads no camera: it cannot see where the object is.`);
    else warnings.push(`The policy sees the twin's renders of ${cameras.join(', ')} from camera poses estimated from the recording (each camera's fit is in the twin's cameras).`);
  } else {
    warnings.push('The built-in policy reads joint positions only: it cannot see where the object is, so it succeeds only where the object starts near where its demonstrations had it.');
  }
  return { policy, twinId: twin.id, objective, episodes: body.seeds?.length ?? body.episodes ?? DEFAULT_EPISODES, seeds: body.seeds ?? null, warnings };
}

/** Creates an evaluation and starts its workflow: the checks above, then the shared admission (an in-flight slot, the balance). */
export async function createEvaluation(deps: AppDeps, account: Pick<AccountRow, 'id' | 'features'>, body: CreateEvaluationInput, origin: RequestOrigin = NO_REQUEST): Promise<EvaluationRow> {
  const access = requireKindFeature(EVALUATION, account);
  const checked = await checkEvaluation(deps, account.id, body);
  const row = await admit(deps, access, {
    datasets: [],
    runs: 1,
    countInFlight: countInFlightEvaluations,
    tokens: evaluationTokens(checked.episodes),
    insert: (tx) =>
      insertEvaluation(tx, {
        id: newId('evaluation'),
        account_id: account.id,
        policy: checked.policy,
        twin_id: checked.twinId,
        objective: checked.objective,
        episodes: checked.episodes,
        seeds: checked.seeds,
        randomisation: body.randomisation ?? {},
        webhook_metadata: body.webhook_metadata ?? null,
        request_id: origin.requestId,
        idempotency_key: origin.idempotencyKey,
      }),
  });
  const [started] = await startRuns(deps, { workflow: evaluationWorkflowType, kind: EVALUATION.kind, endRun: endEvaluation }, [row], (r) => ({ evaluationId: r.id }));
  return started!;
}
