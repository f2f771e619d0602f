import { TWIN_STAGES } from '../../../core/twins/stages.js';

/** Position of a stage in the build (null, before the first stage, is -1). */
export const stageIndex = (stage: string | null | undefined): number => (stage ? TWIN_STAGES.indexOf(stage as (typeof TWIN_STAGES)[number]) : -1);

/**
 * The further along of two reports of a building twin's stage. A build never goes back a stage
 * (a retry or resume continues at the first unfinished one), so an older report (a lagging row, a
 * late signal, a new attempt's first report) must not step the stage back.
 */
export function furtherStage<S extends string | null>(a: S, b: S): S {
  return stageIndex(b) > stageIndex(a) ? b : a;
}
