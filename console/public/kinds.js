// @ts-check
import { RESOURCE_KINDS } from './resource-kinds.js';

/**
 * How the console shows each kind of run. Which kinds exist, their prefixes, paths, scopes and
 * labels come from the service's kinds table (resource-kinds.js, generated from the OpenAPI
 * document); a kind adds here only how its rows read and, for its detail page, one module under pages/.
 * @typedef {{ summary: (run: any) => string, stage: (run: any) => string | null, detail: () => Promise<any> }} KindView
 * @typedef {{ kind: string, label: string, prefix: string, list: string, scope: string } & KindView} RunKind
 * @type {Record<string, KindView>}
 */
const VIEWS = {
  augmentation: {
    summary: (run) => `${run.source.repo_id} · ${run.instructions}`,
    stage: (run) => run.phase,
    detail: () => import('./pages/augmentation.js'),
  },
  training_run: {
    summary: (run) => `${run.dataset.uri} · ${run.policy}`,
    stage: (run) => run.phase,
    detail: () => import('./pages/training-run.js'),
  },
  twin: {
    summary: (run) => `${run.source.repo_id} · episode ${run.episode_index}`,
    stage: (run) => run.stage,
    detail: () => import('./pages/twin.js'),
  },
  rl_run: {
    summary: (run) => rlSummary(run),
    stage: (run) => run.phase,
    detail: () => import('./pages/rl-run.js'),
  },
};

/** A kind this console has no page for yet still lists, by id and status. @type {KindView} */
const PLAIN = { summary: (run) => run.id, stage: (run) => run.phase ?? null, detail: () => import('./pages/run-plain.js') };

/** @type {RunKind[]} */
export const RUN_KINDS = RESOURCE_KINDS.map((k) => ({ kind: k.kind, label: k.label, prefix: k.prefix, list: k.path, scope: k.read_scope, ...(VIEWS[k.kind] ?? PLAIN) }));

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

