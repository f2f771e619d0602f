import { Context } from '@temporalio/activity';
import { updateAugmentationProgress } from '../db/augmentations.js';
import { augmentationProgressSignal, type AugmentationPhase } from '../contracts/augmentation.js';
import type { PhaseProgress } from '../../../contracts/resource.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { phaseOrQueuePlace, ProgressReporter } from '../../../activities/progress-reporter.js';

/**
 * An augmentation phase's progress: a heartbeat on every report (Temporal knows the activity
 * lives, a retry can resume), and the shared row write + milestone signal.
 */
export function augmentationPhaseReporter(deps: ActivityDeps, id: string, phase: AugmentationPhase) {
  const reporter = new ProgressReporter<PhaseProgress>({
    workflowId: id,
    signal: augmentationProgressSignal,
    store: (value) => updateAugmentationProgress(deps.sql, id, { progress: value.progress, statusMessage: value.message ?? '' }),
    milestone: (value) => ({ phase: phaseOrQueuePlace(value.phase, value.message), fraction: value.progress }),
  });
  return {
    report(progress: number, message: string, heartbeatDetails?: unknown): void {
      Context.current().heartbeat(heartbeatDetails ?? { progress, message });
      void reporter.report({ phase, progress, message });
    },
    flush: () => reporter.flush(),
  };
}
