import { TWIN_STAGES, type TwinStage } from '../../../core/twins/stages.js';

/**
 * Seconds each stage typically takes for a 374-frame (12.5 s) SO-101 episode on a shared two-core
 * machine (npm run bench:twin); `kinematics` and `validate` grow with the frame count. A starting
 * point for `eta_seconds` until durations measured from real runs replace it.
 */
export const TYPICAL_STAGE_SECONDS: Record<TwinStage, { fixed: number; perFrame: number }> = {
  check: { fixed: 0.5, perFrame: 0 },
  kinematics: { fixed: 0.05, perFrame: 0.0006 },
  objects: { fixed: 0.05, perFrame: 0 },
  calibrate: { fixed: 3, perFrame: 0.004 },
  // The solver's budget is at most 60 s per dataset camera on two cores (docs/twins-engine.md, Cameras); LeRobot
  // recordings typically have two cameras (measured on the demo: 198 s for two on a loaded shared machine).
  cameras: { fixed: 120, perFrame: 0 },
  scene: { fixed: 1.5, perFrame: 0 },
  validate: { fixed: 1.8, perFrame: 0.0025 },
  package: { fixed: 0.8, perFrame: 0 },
};

/** Seconds left for an episode of `frames` frames, given the stages already finished. */
export function estimateTwinSeconds(frames: number, finished: readonly TwinStage[] = []): number {
  return TWIN_STAGES.filter((stage) => !finished.includes(stage)).reduce((sum, stage) => sum + TYPICAL_STAGE_SECONDS[stage].fixed + TYPICAL_STAGE_SECONDS[stage].perFrame * frames, 0);
}

/** Frames assumed before the check stage has read the episode (a 10 s episode at 30 fps). */
const DEFAULT_FRAMES = 300;

/**
 * Seconds left: the typical time of every stage not yet finished, less the share of the running
 * stage already done. A stage's typical time is the service's own median over its recent builds
 * (`measured`, kinds/twin/db/stage-durations.ts) once it has enough of them, else the job's built-in
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
