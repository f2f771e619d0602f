import { ApiError, featureNotEnabled } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { findResourceKind } from '../../../core/kinds.js';
import { parseRepoId } from '../../../core/ports/repo-id.js';
import { endAugmentation } from '../db/ending.js';
import { countInFlightAugmentations, insertAugmentation, type AugmentationRow } from '../db/augmentations.js';
import type { AccountRow } from '../../../db/accounts.js';
import { defaultOutputNamespace, requireDatasetWrite } from '../../../db/dataset-access.js';
import { augmentationWorkflowType } from '../contracts/augmentation.js';
import type { CreateAugmentationInput } from '../api/schemas.js';
import { datasetOpenerFor } from '../../../application/account-dataset.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import { datasetApiError } from '../../../application/dataset-errors.js';
import type { AppDeps } from '../../../application/deps.js';
import { NO_REQUEST, type RequestOrigin } from '../../../application/request-origin.js';
import { startRun } from '../../../application/workflows.js';
import { checkSource } from './check-source.js';
import { checkVideoVariations } from './check-variations.js';

const AUGMENTATION = findResourceKind('augmentation')!;
const VIDEO_FEATURE = 'video_augmentation';

type Account = Pick<AccountRow, 'id' | 'features'>;

/** `model: video` needs a configured engine and the account's video feature (403 otherwise). */
function requireVideo(deps: Pick<AppDeps, 'videoEngine'>, body: CreateAugmentationInput, account: Account): void {
  if (body.model !== 'video') return;
  if (!deps.videoEngine) {
    throw featureNotEnabled(VIDEO_FEATURE, 'Generative video augmentation is not available: no video engine is configured on this service (VIDEO_ENGINE=none). Use model "relight".');
  }
  if (!account.features.includes(VIDEO_FEATURE)) throw featureNotEnabled(VIDEO_FEATURE, 'Video augmentation is not enabled for this account.');
}

/** Where a hub output goes: the body's `output.repo_id`, or a new repo in the account's default namespace. */
function outputRepoFor(deps: Pick<AppDeps, 'hub'>, accountId: string, id: string, body: CreateAugmentationInput): string | null {
  if (body.output.type !== 'hub') return null;
  if (body.output.repo_id) {
    try {
      parseRepoId(body.output.repo_id);
    } catch (error) {
      throw new ApiError(400, 'parameter_invalid', `'output.repo_id' must look like 'owner/name': ${error instanceof Error ? error.message : error}`, { param: 'output.repo_id' });
    }
    return body.output.repo_id;
  }
  return `${defaultOutputNamespace(deps.hub, accountId, body.source.repo_id)}/${parseRepoId(body.source.repo_id).name}-aug-${id.slice(4).toLowerCase()}`;
}

/**
 * Creates one augmentation and starts its workflow: the source checked (cameras, format, the
 * estimate), write access to a hub output, then the shared admission (read access to the source,
 * the in-flight limit, the balance). Tokens are charged when work starts.
 */
export async function createAugmentation(deps: AppDeps, account: Account, body: CreateAugmentationInput, origin: RequestOrigin = NO_REQUEST): Promise<AugmentationRow> {
  const access = requireKindFeature(AUGMENTATION, account);
  requireVideo(deps, body, account);
  const id = newId('augmentation');
  const outputRepoId = outputRepoFor(deps, account.id, id, body);
  if (outputRepoId !== null) {
    await requireDatasetWrite(deps.sql, deps.hub, account.id, outputRepoId).catch((error: unknown) => {
      throw datasetApiError(error, 'output.repo_id');
    });
  }
  const checked = await checkSource(datasetOpenerFor(deps, account.id), body);
  if (deps.videoEngine?.plansVariations) checkVideoVariations(body);
  const config = { ...body.config };
  if (checked.dataset && (body.model === 'relight' || (body.model === 'auto' && body.config.relight))) {
    config.episode_count = checked.dataset.episodes.length;
  }
  const output = body.output.type === 'hub' ? { type: 'hub' as const, repo_id: outputRepoId, private: body.output.private, url: null } : { type: 'download' as const };
  const row = await admit(deps, access, {
    datasets: [{ repoId: body.source.repo_id, param: 'source.repo_id' }],
    runs: 1,
    countInFlight: countInFlightAugmentations,
    inFlightLimit: deps.config.augmentations.inFlightPerAccount,
    tokens: checked.estimate?.tokens ?? 0,
    insert: (tx) =>
      insertAugmentation(tx, {
        id,
        accountId: account.id,
        model: body.model,
        source: { type: 'hub', repo_id: body.source.repo_id },
        instructions: body.instructions,
        config,
        referenceImages: body.reference_images,
        output,
        webhookMetadata: body.webhook_metadata ?? null,
        requestId: origin.requestId,
        idempotencyKey: origin.idempotencyKey,
      }),
  });
  await startRun(deps, { workflow: augmentationWorkflowType, kind: AUGMENTATION.kind, endRun: endAugmentation }, { id, account_id: account.id }, { id, accountId: account.id });
  return row;
}
