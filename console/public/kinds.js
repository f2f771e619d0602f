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
  {
    kind: 'rl_run',
    label: 'RL run',
    prefix: 'rl_',
    list: '/v1/rl_runs',
    scope: 'rl_runs:read',
    summary: (run) => rlSummary(run),
    stage: (run) => run.phase,
    detail: () => import('./pages/rl-run.js'),
  },
];

/** An RL run's task and, once it trains, its live numbers. @param {any} run */
function rlSummary(run) {
  const task = `${run.spec?.robot ?? '?'} · ${run.spec?.objective?.type ?? '?'} · seed ${run.seed}`;
  const m = run.metrics;
  if (!m || m.env_steps === 0) return task;
  const success = m.success_rate === null ? '' : ` · success ${Math.round(m.success_rate * 100)}%`;
  const ret = m.episode_return === null ? '' : ` · return ${m.episode_return.toFixed(2)}`;
  return `${task} · ${m.env_steps.toLocaleString()} env steps${success}${ret}${run.verdict ? ` · verdict ${run.verdict}` : ''}`;
}

/** @param {string} id */
export const kindOf = (id) => RUN_KINDS.find((k) => id.startsWith(k.prefix));

