import { findHardwareTier } from '../../../core/catalog/hardware-tiers.js';
import { ApiError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { findResourceKind } from '../../../core/kinds.js';
import { rlRunTokens } from '../../../core/pricing.js';
import { seedValues } from '../../../core/rl/spec.js';
import type { AccountRow } from '../../../db/accounts.js';
import { endRlRun } from '../db/ending.js';
import { countInFlightRlRuns, insertRlRuns, type RlRunRow } from '../db/rl-runs.js';
import { withIntegrations } from '../../../db/run-integrations.js';
import { rlRunWorkflowType } from '../contracts/rl-run.js';
import type { CreateRlRunsInput } from '../api/schemas.js';
import { checkedIntegrations, mayUseStoredCredentials } from '../../../application/tracker-targets.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import { NO_REQUEST, type RequestOrigin } from '../../../application/request-origin.js';
import { startRuns } from '../../../application/workflows.js';
import { checkRlSpec, type RlSpecCheck } from './check-spec.js';

export const RL_RUN = findResourceKind('rl_run')!;

/** A spec that cannot run, as create and estimate answer it: 404/409 for the twin, 400 otherwise; the first problem's param, all problems in details. */
export function specError(check: Extract<RlSpecCheck, { ok: false }>): ApiError {
  const first = check.problems[0]!;
  const details = { problems: check.problems };
  if (check.twin === 'not_found') return new ApiError(404, 'resource_not_found', first.message, { param: 'scene.twin_id', details });
  if (check.twin === 'not_ready') return new ApiError(409, 'twin_not_ready', first.message, { param: 'scene.twin_id', details });
  return new ApiError(400, 'parameter_invalid', first.message, { param: first.param, details });
}

/**
 * Creates one RL run per seed, as one batch sharing a group_id (all or none), and starts their
 * workflows: the spec checked as validate checks it, then the shared admission (in-flight RL slots
 * for the whole batch, the balance for every run). A run whose workflow cannot start is returned
 * `failed` beside the others.
 */
export async function createRlRuns(deps: AppDeps, account: Pick<AccountRow, 'id' | 'features'>, body: CreateRlRunsInput, origin: RequestOrigin = NO_REQUEST): Promise<RlRunRow[]> {
  const access = requireKindFeature(RL_RUN, account);
  const integrations = await checkedIntegrations(deps, body.integrations);
  const checked = await checkRlSpec(deps.sql, deps.config.twins.modelsDir, account.id, body.spec);
  if (!checked.ok) throw specError(checked);
  const spec = checked.spec;
  const groupId = newId('group');
  const runs = seedValues(body.seeds).map((seed) => ({
    id: newId('rl_run'),
    account_id: account.id,
    group_id: groupId,
    seed,
    spec,
    twin_id: spec.scene?.twin_id ?? null,
    hardware_tier: spec.hardware_tier,
    webhook_metadata: body.webhook_metadata ?? null,
    request_id: origin.requestId,
    idempotency_key: origin.idempotencyKey,
  }));
  const tokensPerRun = rlRunTokens(findHardwareTier(spec.hardware_tier), spec.budget.time_limit_s);
  const rows = await admit(deps, access, {
    datasets: [],
    runs: runs.length,
    countInFlight: countInFlightRlRuns,
    tokens: tokensPerRun * runs.length,
    insert: async (tx) => withIntegrations(tx, 'rl_runs', await insertRlRuns(tx, runs), integrations, mayUseStoredCredentials(origin)),
  });
  return startRuns(deps, { workflow: rlRunWorkflowType, kind: RL_RUN.kind, endRun: endRlRun }, rows, (row) => ({ runId: row.id }));
}
