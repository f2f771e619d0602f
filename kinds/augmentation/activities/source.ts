import type { StoredPlan } from '../../../core/augment/stored-plan.js';
import { episodeSeed, planEpisodeVariations, resolveVariation, UnmappablePromptError, type ReferenceLook } from '../../../core/augment/video-variations.js';
import { ApplicationFailure } from '@temporalio/activity';
import { hubAuthFor } from '../../../db/hub-auth.js';
import { requireDatasetRead } from '../../../db/dataset-access.js';
import { estimateAugmentation, videoEpisodeCount } from '../../../core/augment/estimate.js';
import { planAugmentation } from '../../../core/augment/plan.js';
import type { ReferenceImage } from '../../../core/augment/types.js';
import { openDataset } from '../../../core/lerobot/index.js';
import type { LeRobotDataset } from '../../../core/lerobot/types.js';
import { CameraNotFoundError } from '../../../core/relight/params.js';
import {
  augmentationReferenceImages,
  getAugmentation,
  pinSourceRevision,
  setAugmentationConfig,
  setTokensCharged,
  updateAugmentationProgress,
  type AugmentationRow,
} from '../db/augmentations.js';
import { chargeTokens, InsufficientBalanceError } from '../../../db/ledger.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { sourceFailure } from '../../../activities/source-failure.js';

export async function loadAugmentation(deps: ActivityDeps, id: string): Promise<AugmentationRow> {
  const row = await getAugmentation(deps.sql, id);
  if (!row) throw ApplicationFailure.nonRetryable(`Augmentation ${id} has no row.`, 'system');
  return row;
}

/** The source at the run's pinned commit, checked out locally. */
export async function openPinnedSource(deps: ActivityDeps, row: AugmentationRow, commit: string): Promise<{ root: string; dataset: LeRobotDataset }> {
  try {
    const root = await deps.hub.checkout(row.source.repo_id, commit, await hubAuthFor(deps.sql, deps.config, row.account_id));
    return { root, dataset: await openDataset(root) };
  } catch (error) {
    throw sourceFailure(error);
  }
}

export function createAugmentationSourceActivities(deps: ActivityDeps) {
  return {
    async recordAugmentationPhase(input: { id: string; phase: string; message: string }): Promise<void> {
      await updateAugmentationProgress(deps.sql, input.id, { phase: input.phase, progress: 0, statusMessage: input.message });
    },

    /** Resolves the source once and pins that commit for the rest of the run. */
    async importAugmentationSource(input: { id: string }): Promise<{ commit: string; episodes: number; cameraKeys: string[] }> {
      const row = await loadAugmentation(deps, input.id);
      let commit = row.source_revision;
      if (!commit) {
        try {
          await requireDatasetRead(deps.sql, deps.hub, row.account_id, row.source.repo_id);
          const resolved = await deps.hub.resolve(row.source.repo_id, null, await hubAuthFor(deps.sql, deps.config, row.account_id));
          commit = await pinSourceRevision(deps.sql, row.id, resolved.commit);
        } catch (error) {
          throw sourceFailure(error);
        }
      }
      const { dataset } = await openPinnedSource(deps, row, commit);
      const missing = dataset.cameras.filter((c) => !c.videoPresent).map((c) => c.name);
      if (dataset.cameras.length === 0) throw ApplicationFailure.nonRetryable('The source dataset has no cameras to augment.', 'incompatible_dataset');
      // Generated episodes carry their own states and actions: a camera without video is left out of the output
      // (the plan says so), never drawn from a made-up view. Relighting has nothing to work on without it.
      if (missing.length > 0 && row.requested_model !== 'video') throw ApplicationFailure.nonRetryable(`The source dataset lacks video files for camera(s) ${missing.join(', ')}.`, 'incompatible_dataset');
      return { commit, episodes: dataset.episodes.length, cameraKeys: dataset.cameras.map((c) => c.key) };
    },

    /** The plan (planner or config), recorded on the row with the pinned commit. */
    async planAugmentationRun(input: { id: string; commit: string }) {
      const row = await loadAugmentation(deps, input.id);
      const { root, dataset } = await openPinnedSource(deps, row, input.commit);
      let plan;
      try {
        plan = await planAugmentation({
          model: row.requested_model,
          instructions: row.instructions,
          relight: row.config.relight,
          referenceImages: (await augmentationReferenceImages(deps.sql, row.id)) as ReferenceImage[],
          cameraKeys: dataset.cameras.map((c) => c.key),
          datasetDir: root,
        });
      } catch (error) {
        if (error instanceof CameraNotFoundError) throw ApplicationFailure.nonRetryable(error.message, 'incompatible_dataset');
        throw error;
      }
      const unrendered = dataset.cameras.filter((c) => !c.videoPresent).map((c) => c.key);
      const reason = plan.engine === 'video' && unrendered.length > 0 ? [plan.reason, camerasLeftOutNote(unrendered)].filter(Boolean).join(' ') : plan.reason;
      const recorded: StoredPlan = {
        engine: plan.engine,
        reason,
        relight: plan.relight,
        video_instruction: plan.video_instruction,
        source_revision: plan.engine === 'relight' ? input.commit : null,
        ...(plan.engine === 'video' && deps.videoEngine?.plansVariations ? { variations: videoVariations(row, plan.reference_looks ?? {}) } : {}),
      };
      if (plan.engine === 'relight') await setAugmentationConfig(deps.sql, row.id, { ...row.config, episode_count: dataset.episodes.length });
      await updateAugmentationProgress(deps.sql, row.id, { model: plan.engine, plan: recorded, progress: 1, statusMessage: reason ?? `planned: ${plan.engine}` });
      return recorded;
    },

    /** Charges the run's price once (idempotent on the resource id); tokens.charged records it. */
    async chargeAugmentation(input: { id: string }): Promise<number> {
      const row = await loadAugmentation(deps, input.id);
      if (!row.plan || !row.source_revision) throw ApplicationFailure.nonRetryable('The run was not planned before charging.', 'system');
      const { dataset } = await openPinnedSource(deps, row, row.source_revision);
      const engine = row.plan.engine;
      const relit = Object.keys(row.plan.relight ?? {});
      const estimate = estimateAugmentation(engine, dataset, relit, row.config);
      try {
        await chargeTokens(deps.sql, {
          accountId: row.account_id,
          amount: estimate.tokens,
          resourceId: row.id,
          resourceKind: 'augmentation',
          reason: 'augmentation',
          description: `${engine}: ${Object.entries(estimate.breakdown).map(([k, v]) => `${k} ${v}`).join(', ')}`,
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw ApplicationFailure.nonRetryable(`This run needs ${error.required} tokens, more than the balance covers.`, 'insufficient_tokens');
        }
        throw error;
      }
      await setTokensCharged(deps.sql, row.id, estimate.tokens);
      return estimate.tokens;
    },
  };
}

/** What a video run says about source cameras it cannot render (the source has no video for them). */
export function camerasLeftOutNote(cameraKeys: string[]): string {
  return `The source has no video for ${cameraKeys.join(', ')}: the generated episodes carry states and actions and no video for ${cameraKeys.length === 1 ? 'that camera' : 'those cameras'} (no view is made up).`;
}

/**
 * Each generated episode's twin parameters (random positions drawn from its seed; each photographed camera's light from
 * its reference photo); a prompt that maps to nothing fails the run, naming it.
 */
function videoVariations(row: AugmentationRow, referenceLooks: Record<string, ReferenceLook>): NonNullable<StoredPlan['variations']> {
  try {
    return planEpisodeVariations(row.instructions, row.config.variation_prompts, videoEpisodeCount(row.config), referenceLooks).map((episode) => {
      const seed = episodeSeed(row.id, episode.index);
      return { index: episode.index, prompt: episode.prompt, seed, parameters: resolveVariation(episode.parameters, seed), matched: episode.matched };
    });
  } catch (error) {
    if (error instanceof UnmappablePromptError) throw ApplicationFailure.nonRetryable(`${error.param}: ${error.message}`, 'generation');
    throw error;
  }
}
