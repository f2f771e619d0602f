import type { TwinStageView } from './record.js';

/**
 * Typical seconds per stage on two cores (measured on the demo dataset and the SO-101
 * recording); a finished build's own stage times replace these once it has any.
 */
export const TYPICAL_STAGE_SECONDS: Record<string, number> = {
  check: 2.5,
  kinematics: 0.5,
  objects: 0.2,
  scene: 4,
  validate: 4,
  package: 1.2,
};

/** Seconds left: the typical time of every stage not yet finished, less what the running stage has done. */
export function etaSeconds(finished: readonly Pick<TwinStageView, 'stage'>[], running: { stage: string; fraction: number } | null, typical = TYPICAL_STAGE_SECONDS): number {
  const done = new Set(finished.map((s) => s.stage));
  let left = 0;
  for (const [stage, seconds] of Object.entries(typical)) {
    if (done.has(stage)) continue;
    left += running?.stage === stage ? seconds * (1 - Math.min(1, Math.max(0, running.fraction))) : seconds;
  }
  return Math.max(0, Math.round(left));
}
