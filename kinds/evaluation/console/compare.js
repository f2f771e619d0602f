// @ts-check
import { evaluationRanking } from '../../../console/public/evaluation-ranking.js';

/** An evaluation's part of the compare view (console/public/compare-parts.js): the policy it ran, its spec, the ranking by success. @type {import('../../../console/public/compare-parts.js').ComparePart} */
export const comparePart = {
  label: (run) => `${run.id} (${run.policy.run_id})`,
  spec: (run) => ({ policy: run.policy, twin_id: run.twin_id, episodes: run.episodes, seeds: run.seeds ?? 'default (1000000 + i)', objective: run.objective, randomisation: run.randomisation }),
  view: (evaluations) => evaluationRanking(evaluations),
};
