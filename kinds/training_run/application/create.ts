import { policyUnavailableReason } from '../../../core/catalog/policy-availability.js';
import { findHardwareTier, HARDWARE_TIERS, tierMeets } from '../../../core/catalog/hardware-tiers.js';
import { findTrainingPolicy, TRAINING_POLICIES, type TrainingPolicy } from '../../../core/catalog/training-policies.js';
import { ApiError, parameterInvalid } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { findResourceKind } from '../../../core/kinds.js';
import { inspectDataset } from '../../../core/lerobot/index.js';
import { trainingRunTokens } from '../../../core/pricing.js';
import { parseDatasetUri } from '../core/dataset-uri.js';
import type { AccountRow } from '../../../db/accounts.js';
import { requireDatasetWrite } from '../../../db/dataset-access.js';
import { withIntegrations } from '../../../db/run-integrations.js';
import { endTrainingRun } from '../db/ending.js';
import { withTrainingSource } from '../db/source.js';
import { countInFlightTrainingRuns, insertTrainingRuns, type NewTrainingRun, type TrainingRunRow } from '../db/training-runs.js';
import { trainingRunWorkflowType } from '../contracts/training-run.js';
import type { CreateTrainingRunsInput } from '../api/schemas.js';
import { openAccountDataset } from '../../../application/account-dataset.js';
import { checkedIntegrations, mayUseStoredCredentials } from '../../../application/tracker-targets.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import { datasetApiError } from '../../../application/dataset-errors.js';
import type { AppDeps } from '../../../application/deps.js';
import { NO_REQUEST, type RequestOrigin } from '../../../application/request-origin.js';
import { startRuns } from '../../../application/workflows.js';
import { checkCheckpointScoring } from './checkpoint-scoring.js';
import { resolveTrainingSource } from './source.js';

const TRAINING_RUN = findResourceKind('training_run')!;

/** The policies the ids name (400 with `policies.<i>` for one that is not a training policy). */
export function knownPolicies(ids: readonly string[]): TrainingPolicy[] {
  return ids.map((id, index) => {
    const policy = findTrainingPolicy(id);
    if (!policy) throw parameterInvalid(`policies.${index}`, `'${id}' is not a training policy; see GET /v1/training_policies.`, { known: TRAINING_POLICIES.map((p) => p.id) });
    return policy;
  });
}

/** The batch's policies, each known and available on this deployment (400 with `policies.<i>` otherwise). */
async function policiesFor(deps: Pick<AppDeps, 'compute'>, ids: readonly string[]): Promise<TrainingPolicy[]> {
  const capabilities = await deps.compute.capabilities();
  return knownPolicies(ids).map((policy, index) => {
    const id = policy.id;
    const unavailable = policyUnavailableReason(policy, capabilities);
    if (unavailable !== null) throw parameterInvalid(`policies.${index}`, `'${id}' is not available on this deployment (${unavailable}).`);
    return policy;
  });
}

/** The body's tier, or the smallest every policy runs on; 400 when it is unknown or too small for one. */
export function tierFor(requested: string | undefined, policies: readonly TrainingPolicy[]) {
  const tierId = requested ?? policies.map((p) => findHardwareTier(p.min_hardware_tier)!).sort((a, b) => b.rank - a.rank)[0]!.id;
  const tier = findHardwareTier(tierId);
  if (!tier) throw parameterInvalid('hardware_tier', `'${tierId}' is not a hardware tier; see GET /v1/hardware_tiers.`, { known: HARDWARE_TIERS.map((t) => t.id) });
  for (const policy of policies) {
    if (!tierMeets(tier, findHardwareTier(policy.min_hardware_tier)!)) {
      throw parameterInvalid('hardware_tier', `'${policy.id}' needs at least the '${policy.min_hardware_tier}' tier; '${tier.id}' is too small.`);
    }
  }
  return tier;
}

/**
 * Creates one training run per policy, as one batch (all or none), and starts their workflows:
 * policies and tier checked, the dataset opened as the account and inspected, a hub output's write
 * access and a `from_checkpoint` source resolved, then the shared admission (in-flight slots for
 * the whole batch, one GPU-hour per run). A run whose workflow cannot start is returned `failed`
 * beside the others.
 */
export async function createTrainingRuns(
  deps: AppDeps,
  account: Pick<AccountRow, 'id' | 'features'>,
  body: CreateTrainingRunsInput,
  origin: RequestOrigin = NO_REQUEST,
): Promise<TrainingRunRow[]> {
  const access = requireKindFeature(TRAINING_RUN, account);
  const integrations = await checkedIntegrations(deps, body.integrations);
  const policies = await policiesFor(deps, body.policies);
  const tier = tierFor(body.hardware_tier, policies);
  const uri = parseDatasetUri(body.dataset.uri);
  if (!uri) throw parameterInvalid('dataset.uri', "'dataset.uri' must name a hub dataset: 'owner/name' or 'hub://owner/name', optionally '@revision'.");
  let opened;
  let inspection;
  try {
    opened = await openAccountDataset(deps, account.id, uri.repoId, uri.revision);
    inspection = await inspectDataset(opened.dataset);
  } catch (error) {
    throw datasetApiError(error, 'dataset.uri');
  }
  if (!inspection.trainable) throw parameterInvalid('dataset.uri', `The dataset cannot be trained on: ${inspection.problems.join(' ')}`, { problems: inspection.problems });
  const rename = body.cameras?.rename ?? {};
  for (const camera of Object.keys(rename)) {
    if (!inspection.cameras.some((known) => known.key === camera || known.name === camera)) {
      throw new ApiError(400, 'camera_not_found', `The dataset has no camera '${camera}'.`, { param: `cameras.rename.${camera}`, details: { cameras: inspection.cameras.map((k) => k.name) } });
    }
  }
  const pushToHub = body.output?.push_to_hub ?? false;
  if (pushToHub && !body.output?.hub_repo_id) throw parameterInvalid('output.hub_repo_id', "'output.hub_repo_id' is required when 'output.push_to_hub' is true.");
  if (body.output?.hub_repo_id) {
    await requireDatasetWrite(deps.sql, deps.hub, account.id, body.output.hub_repo_id).catch((error: unknown) => {
      throw datasetApiError(error, 'output.hub_repo_id');
    });
  }

  const source = await resolveTrainingSource(deps.sql, account.id, body.from_checkpoint, policies);
  await checkCheckpointScoring(deps.sql, account.id, body.config?.evaluation, policies, { cameras: inspection.cameras, rename });
  const groupId = newId('group');
  const runs: NewTrainingRun[] = policies.map((policy) => {
    const steps = body.config?.steps ?? policy.default_steps;
    const repo = body.output?.hub_repo_id;
    return {
      id: newId('training_run'),
      account_id: account.id,
      group_id: groupId,
      policy: policy.id,
      robot: body.robot ?? inspection.robot_type ?? null,
      hardware_tier: tier.id,
      dataset: { uri: body.dataset.uri, repo_id: uri.repoId, revision: uri.revision, commit: opened.commit },
      cameras: { rename },
      config: {
        steps,
        batch_size: body.config?.batch_size ?? policy.default_batch_size,
        save_freq: body.config?.save_freq ?? Math.max(1, Math.ceil(steps / 5)),
        eval_enabled: body.config?.eval_enabled ?? true,
        ...(body.config?.evaluation ? { evaluation: body.config.evaluation } : {}),
      },
      metrics: { loss: null, step: 0, max_steps: steps },
      output: pushToHub && repo ? { push_to_hub: true, hub_push_status: 'pending', hub_repo_id: policies.length > 1 ? `${repo}-${policy.id}` : repo } : { push_to_hub: false },
      webhook_metadata: body.webhook_metadata ?? null,
      request_id: origin.requestId,
      idempotency_key: origin.idempotencyKey,
      status_message: 'Submitting the job to the compute backend',
    };
  });

  const rows = await admit(deps, access, {
    datasets: [{ repoId: uri.repoId, param: 'dataset.uri' }],
    runs: runs.length,
    countInFlight: countInFlightTrainingRuns,
    tokens: trainingRunTokens(tier) * runs.length,
    insert: async (tx) => withTrainingSource(tx, await withIntegrations(tx, 'training_runs', await insertTrainingRuns(tx, runs), integrations, mayUseStoredCredentials(origin)), source),
  });

  return startRuns(deps, { workflow: trainingRunWorkflowType, kind: TRAINING_RUN.kind, endRun: endTrainingRun }, rows, (row) => ({
    runId: row.id,
    maxSteps: row.config.steps,
    hardwareTier: row.hardware_tier,
    continueAsNewAfterEvents: deps.config.trainingContinueAsNewAfterEvents,
  }));
}
