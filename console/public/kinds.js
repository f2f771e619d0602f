// @ts-check
/**
 * Every kind of run the console lists: one entry each. A new kind (RL runs) is one more entry
 * here and, for its detail page, one module under pages/.
 * @typedef {{ kind: string, label: string, prefix: string, list: string, scope: string, summary: (run: any) => string, stage: (run: any) => string | null, detail: () => Promise<any> }} RunKind
 * @type {RunKind[]}
 */
export const RUN_KINDS = [
  {
    kind: 'augmentation',
    label: 'Augmentation',
    prefix: 'aug_',
    list: '/v1/augmentations',
    scope: 'augmentations:read',
    summary: (run) => `${run.source.repo_id} · ${run.instructions}`,
    stage: (run) => run.phase,
    detail: () => import('./pages/augmentation.js'),
  },
  {
    kind: 'training_run',
    label: 'Training run',
    prefix: 'trn_',
    list: '/v1/training_runs',
    scope: 'training_runs:read',
    summary: (run) => `${run.dataset.uri} · ${run.policy}`,
    stage: (run) => run.phase,
    detail: () => import('./pages/training-run.js'),
  },
  {
    kind: 'twin',
    label: 'Twin',
    prefix: 'twin_',
    list: '/v1/twins',
    scope: 'twins:read',
    summary: (run) => `${run.source.repo_id} · episode ${run.episode_index}`,
    stage: (run) => run.stage,
    detail: () => import('./pages/twin.js'),
  },
];

/** @param {string} id */
export const kindOf = (id) => RUN_KINDS.find((k) => id.startsWith(k.prefix));

/** Statuses a run is still moving in: its page keeps polling. */
export const LIVE_STATUSES = ['queued', 'processing', 'canceling'];
