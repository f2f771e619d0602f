import { ApiError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { findResourceKind } from '../../../core/kinds.js';
import { TWIN_BUILD_TOKENS } from '../../../core/pricing.js';
import type { AccountRow } from '../../../db/accounts.js';
import { typicalStageSeconds } from '../db/stage-durations.js';
import { countInFlightTwins, insertTwin, type TwinRow } from '../db/twin-rows.js';
import type { CreateTwinInput, ValidateTwinInput } from '../api/schemas.js';
import { datasetOpenerFor } from '../../../application/account-dataset.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import { NO_REQUEST, type RequestOrigin } from '../../../application/request-origin.js';
import { checkTwinSource, type TwinSourceCheck } from './check-source.js';
import { startTwin } from './start.js';

export const TWIN = findResourceKind('twin')!;

/** What a build of the episode would find (as `/v1/twins/validate` answers it), read as the account. */
export async function checkTwin(deps: AppDeps, accountId: string, body: ValidateTwinInput): Promise<TwinSourceCheck> {
  return checkTwinSource(datasetOpenerFor(deps, accountId), deps.config.twins.modelsDir, body, await typicalStageSeconds(deps.sql));
}

/**
 * Creates a twin of one episode and starts its workflow: the source checked as validate checks it
 * (the first problem is a 400 with its code and `param`), then the shared admission (read access
 * to the source, the balance for one build). Tokens are charged when work starts.
 */
export async function createTwin(deps: AppDeps, account: Pick<AccountRow, 'id' | 'features'>, body: CreateTwinInput, origin: RequestOrigin = NO_REQUEST): Promise<TwinRow> {
  const access = requireKindFeature(TWIN, account);
  const checked = await checkTwin(deps, account.id, body);
  const problem = checked.problems[0];
  if (problem) throw new ApiError(400, problem.code, problem.message, { param: problem.param, details: { problems: checked.problems } });
  const row = await admit(deps, access, {
    datasets: [{ repoId: body.source.repo_id, param: 'source.repo_id' }],
    runs: 1,
    countInFlight: countInFlightTwins,
    tokens: TWIN_BUILD_TOKENS,
    insert: (tx) =>
      insertTwin(tx, {
        id: newId('twin'),
        accountId: account.id,
        source: { type: 'hub', repo_id: body.source.repo_id },
        sourceRevision: checked.commit,
        episodeIndex: body.episode_index,
        config: body.config,
        etaSeconds: checked.estimateSeconds,
        webhookMetadata: body.webhook_metadata ?? null,
        requestId: origin.requestId,
        idempotencyKey: origin.idempotencyKey,
      }),
  });
  await startTwin(deps, row);
  return row;
}
