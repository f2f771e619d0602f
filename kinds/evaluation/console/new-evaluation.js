// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../../../console/public/api.js';
import { checkBodySoon, field, formError, formState, input, numberField, runToCopy, select, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param === 'policy.checkpoint') return 'checkpoint';
  if (param.startsWith('policy')) return 'policy';
  if (param === 'twin_id') return 'twin';
  if (param === 'episodes' || param.startsWith('seeds')) return 'episodes';
  if (param.startsWith('objective')) return 'objective';
  return null;
}

/** The policy reference a run id stands for: a training run's or an RL run's, by its prefix. @param {string} id @param {string} checkpoint @param {Record<string, string>} errors */
function policyOf(id, checkpoint, errors) {
  const at = checkpoint === '' || checkpoint === 'best' ? 'best' : Number(checkpoint);
  if (at !== 'best' && (!Number.isInteger(at) || at < 0)) errors.checkpoint = 'best, or a step number.';
  if (id.startsWith('trn_')) return { training_run_id: id, checkpoint: at };
  if (id.startsWith('rl_')) return { rl_run_id: id, checkpoint: at };
  errors.policy = id ? 'A training run (trn_…) or an RL run (rl_…).' : 'Required.';
  return null;
}

/** @param {Record<string, any>} values @param {Record<string, string>} errors */
function bodyOf(values, errors) {
  const policy = policyOf(String(values.policy ?? '').trim(), String(values.checkpoint ?? '').trim(), errors);
  if (!values.twin) errors.twin = 'Required.';
  const episodes = numberField(errors, values, 'episodes', { min: 1, max: 500, integer: true });
  return { policy, twin_id: values.twin, episodes, ...(values.objective ? { objective: { name: values.objective } } : {}) };
}

/** The free check's answer: the resolved policy, the price and warnings. @param {any} check */
function checkView(check) {
  if (!check) return html`<p class="muted">Checked and priced as you type.</p>`;
  return html`<div class="validation" data-ok=${check.ok ? 'true' : 'false'}>
    <p><strong class="status status-${check.ok ? 'succeeded' : 'failed'}">${check.ok ? 'ready to evaluate' : 'cannot evaluate'}</strong>
      ${check.policy.kind} policy of ${check.policy.run_id}, checkpoint ${check.policy.checkpoint} · ${check.episodes} episodes · <strong>${check.tokens}</strong> tokens</p>
    ${check.warnings?.length ? html`<ul class="warnings">${check.warnings.map((/** @type {string} */ w) => html`<li>${w}</li>`)}</ul>` : nothing}
  </div>`;
}

/** @param {string} path */
const succeeded = (path) => api(`${path}?limit=100&status=succeeded`).then((p) => p.data, () => []);

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: () => 'New evaluation',
  async load(_params, ctx) {
    const [copy, trainingRuns, rlRuns, twins] = await Promise.all([runToCopy(ctx, '/v1/evaluations'), succeeded('/v1/training_runs'), succeeded('/v1/rl_runs'), succeeded('/v1/twins')]);
    return { copy, trainingRuns, rlRuns, twins };
  },
  view({ copy, trainingRuns, rlRuns, twins }, ctx) {
    const values = formState(ctx, {
      policy: ctx.query.get('policy') ?? copy?.policy.training_run_id ?? copy?.policy.rl_run_id ?? copy?.policy.run_id ?? '',
      checkpoint: copy?.policy.checkpoint !== undefined && copy?.policy.checkpoint !== null ? String(copy.policy.checkpoint) : 'best',
      twin: ctx.query.get('twin') ?? copy?.twin_id ?? '',
      episodes: copy?.episodes ?? 50,
      objective: copy?.objective?.name ?? '',
    });
    checkBodySoon(ctx, (errors) => bodyOf(values, errors), '/v1/evaluations/validate', fieldOf);
    const submit = submitHandler(ctx, { path: '/v1/evaluations', bodyOf: (errors) => bodyOf(values, errors), fieldOf, open: (created) => `/console/runs/${created.id}` });
    const twinOptions = twins.map((/** @type {any} */ t) => ({ value: t.id, label: `${t.id} · ${t.source.repo_id} episode ${t.episode_index}` }));
    if (values.twin && !twins.some((/** @type {any} */ t) => t.id === values.twin)) twinOptions.push({ value: values.twin, label: values.twin });
    return html`
      <h1>New evaluation</h1>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'policy', 'Policy: the run that trained it', input(ctx, 'policy', { list: 'policy-runs', placeholder: 'trn_… or rl_…', required: true }), 'A built-in training run reads joints only: it cannot see where the object is.')}
        <datalist id="policy-runs">
          ${trainingRuns.map((/** @type {any} */ r) => html`<option value=${r.id}>training run · ${r.policy} on ${r.dataset?.uri ?? ''}</option>`)}
          ${rlRuns.map((/** @type {any} */ r) => html`<option value=${r.id}>RL run · ${r.spec?.objective?.type ?? ''}</option>`)}
        </datalist>
        ${field(ctx, 'checkpoint', 'Checkpoint', input(ctx, 'checkpoint', { placeholder: 'best' }), 'best, or a step number.')}
        ${field(ctx, 'twin', 'Twin', select(ctx, 'twin', [{ value: '', label: 'Choose a twin' }, ...twinOptions]))}
        ${field(ctx, 'episodes', 'Episodes', input(ctx, 'episodes', { type: 'number', min: 1, max: 500, step: '1' }), 'Seeded 1000000 + i; one token per started 10.')}
        ${field(ctx, 'objective', 'Objective', select(ctx, 'objective', [{ value: '', label: 'Default (pick_place; an RL policy: its own)' }, { value: 'pick_place', label: 'pick_place' }, { value: 'reach', label: 'reach' }]))}
        <div aria-live="polite">${checkView(ctx.state.check)}</div>
        ${submitButton(ctx, 'Start evaluation')}
      </form>
    `;
  },
};
