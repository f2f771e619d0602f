import { Context } from '@temporalio/activity';
import { updateAugmentationProgress } from '../db/augmentations.js';
import { augmentationProgressSignal, type AugmentationPhase } from '../workflows/contracts/augmentation.js';
import type { PhaseProgress } from '../workflows/contracts/resource.js';
import type { ActivityDeps } from './deps.js';
import { ProgressReporter } from './progress-reporter.js';

/**
 * An augmentation phase's progress: a heartbeat on every report (Temporal knows the activity
 * lives, a retry can resume), and the shared throttled signal + row write.
 */
export function augmentationPhaseReporter(deps: ActivityDeps, id: string, phase: AugmentationPhase) {
  const reporter = new ProgressReporter<PhaseProgress>({
    workflowId: id,
    signal: augmentationProgressSignal,
    store: (value) => updateAugmentationProgress(deps.sql, id, { progress: value.progress, statusMessage: value.message ?? '' }),
  });
  return {
    report(progress: number, message: string, heartbeatDetails?: unknown): void {
      Context.current().heartbeat(heartbeatDetails ?? { progress, message });
      void reporter.report({ phase, progress, message });
    },
    flush: () => reporter.flush(),
  };
}
