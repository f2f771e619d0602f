import { TWIN_STAGES, TYPICAL_STAGE_SECONDS, type TwinStage } from '../sim/twin-job.js';

/** Frames assumed before the check stage has read the episode (a 10 s episode at 30 fps). */
const DEFAULT_FRAMES = 300;

/**
 * Seconds left: the typical time of every stage not yet finished, less the share of the running
 * stage already done. A stage's typical time is the service's own median over its recent builds
 * (`measured`, db/twin-stage-durations.ts) once it has enough of them, else the job's built-in
 * figure (fixed + per frame).
 */
export function etaSeconds(
  finished: readonly { stage: string }[],
  running: { stage: string; fraction: number } | null,
  frames: number | null = null,
  measured: Readonly<Record<string, number>> = {},
): number {
  const done = new Set(finished.map((s) => s.stage));
  const n = frames ?? DEFAULT_FRAMES;
  let left = 0;
  for (const stage of TWIN_STAGES as readonly TwinStage[]) {
    if (done.has(stage)) continue;
    const seconds = measured[stage] ?? TYPICAL_STAGE_SECONDS[stage].fixed + TYPICAL_STAGE_SECONDS[stage].perFrame * n;
    left += running?.stage === stage ? seconds * (1 - Math.min(1, Math.max(0, running.fraction))) : seconds;
  }
  return Math.max(1, Math.round(left));
}
