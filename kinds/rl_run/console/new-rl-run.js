// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../../../console/public/api.js';
import { checkSoon, field, formError, formState, input, numberField, select, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param === 'robot' || param.startsWith('spec.robot')) return 'robot';
  const spec = param.replace(/^spec\./, '');
  if (spec.startsWith('scene')) return 'twin';
  if (spec.startsWith('objective')) return 'objective';
  if (spec === 'budget.env_steps') return 'env_steps';
  if (spec === 'budget.n_envs') return 'n_envs';
  if (spec.startsWith('seeds')) return 'seeds';
  return null;
}

/** "3" runs seeds 0..2; "7, 11" runs exactly those. @param {string} raw @param {Record<string, string>} errors */
function seedsOf(raw, errors) {
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n < 1 || n > 8) errors.seeds = 'A count 1 to 8, or a list such as 7, 11.';
    return n;
  }
  const list = text.split(/[\s,]+/).filter(Boolean).map(Number);
  if (list.length === 0 || list.length > 8 || list.some((s) => !Number.isInteger(s) || s < 0)) errors.seeds = 'A count 1 to 8, or a list such as 7, 11.';
  return list;
}

/**
 * The spec the form stands for: the copied run's spec (or the defaults) with the form's fields
 * over it; objective parameters are kept only while the objective stays the same.
 * @param {Record<string, any>} values @param {Record<string, string>} errors @param {any} base
 */
function bodyOf(values, errors, base) {
  const env_steps = numberField(errors, values, 'env_steps', { min: 1, max: 1e9, integer: true, optional: true });
  const n_envs = numberField(errors, values, 'n_envs', { min: 1, max: 64, integer: true, optional: true });
  const objective = base?.objective?.type === values.objective ? { ...base.objective } : { type: values.objective };
  const budget = { ...(base?.budget ?? {}) };
  if (env_steps !== undefined) budget.env_steps = env_steps;
  else delete budget.env_steps;
  if (n_envs !== undefined) budget.n_envs = n_envs;
  else delete budget.n_envs;
  const spec = { ...(base ?? {}), robot: values.robot, objective, scene: values.twin ? { twin_id: values.twin } : null, budget };
  return { spec, seeds: seedsOf(String(values.seeds ?? '1'), errors) };
}

/** Validation problems and the estimate, under the form. @param {any} check */
function checkView(check) {
  if (!check) return html`<p class="muted">Checked and priced as you type.</p>`;
  const { validation, estimate } = check;
  return html`<div class="validation" data-ok=${validation.ok ? 'true' : 'false'}>
    <p><strong class="status status-${validation.ok ? 'succeeded' : 'failed'}">${validation.ok ? 'valid' : 'not valid'}</strong>
      ${estimate ? html` · about ${estimate.minutes_total} min for ${estimate.seeds} run${estimate.seeds === 1 ? '' : 's'} · <strong>${estimate.tokens}</strong> tokens` : nothing}</p>
    ${validation.problems.length ? html`<ul class="problems">${validation.problems.map((p) => html`<li><code>${p.param}</code> ${p.message}</li>`)}</ul>` : nothing}
    ${validation.warnings?.length ? html`<ul class="warnings">${validation.warnings.map((w) => html`<li><code>${w.param}</code> ${w.message}</li>`)}</ul>` : nothing}
  </div>`;
}

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: () => 'New RL run',
  async load(_params, ctx) {
    const from = ctx.query.get('from');
    const [copy, catalog, twins] = await Promise.all([
      from ? api(`/v1/rl_runs/${encodeURIComponent(from)}`) : null,
      api('/v1/rl_runs/catalog'),
      // Twins are a beta feature: an account without it trains in the default scene only.
      api('/v1/twins?limit=100').then((p) => p.data.filter((t) => t.status === 'succeeded'), () => []),
    ]);
    return { copy, catalog, twins };
  },
  view({ copy, catalog, twins }, ctx) {
    const twin = ctx.query.get('twin');
    const spec = copy?.spec;
    const robots = (catalog.robots ?? []).filter((r) => r.available);
    // The objectives the service has (its catalog, from the RL job's schema); none is listed here by name.
    const objectives = (catalog.objectives ?? []).map((/** @type {{ type: string }} */ o) => o.type);
    const values = formState(ctx, {
      robot: spec?.robot ?? robots[0]?.robot ?? 'so101',
      objective: spec?.objective?.type ?? objectives[0] ?? '',
      twin: twin ?? spec?.scene?.twin_id ?? '',
      seeds: '1',
      env_steps: spec?.budget?.env_steps ?? '',
      n_envs: spec?.budget?.n_envs ?? '',
    });
    const probeErrors = {};
    const probe = bodyOf(values, probeErrors, spec);
    if (Object.keys(probeErrors).length === 0) {
      checkSoon(ctx, JSON.stringify(probe), async () => {
        const validation = await api('/v1/rl_runs/validate', { method: 'POST', json: { spec: probe.spec } });
        const estimate = validation.ok ? await api('/v1/rl_runs/estimate', { method: 'POST', json: probe }) : null;
        return { validation, estimate };
      }, fieldOf, (result) => result.validation.problems);
    } else [ctx.state.check, ctx.state.checkSignature] = [null, null];
    // One seed opens its run; several open the comparison of their group.
    const submit = submitHandler(ctx, { path: '/v1/rl_runs', bodyOf: (errors) => bodyOf(values, errors, spec), fieldOf, open: (created) => (created.data.length === 1 ? `/console/runs/${created.data[0].id}` : `/console/compare?group=${created.data[0].group_id}`) });
    const objective = (catalog.objectives ?? []).find((o) => o.type === values.objective);
    const budget = catalog.budget ?? {};
    const twinOptions = twins.map((t) => ({ value: t.id, label: `${t.id} · ${t.source.repo_id} episode ${t.episode_index}` }));
    if (values.twin && !twins.some((t) => t.id === values.twin)) twinOptions.push({ value: values.twin, label: values.twin });
    return html`
      <h1>New RL run</h1>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${twin ? html`<p class="muted">Trains in the scene of twin <a href="/console/runs/${twin}">${twin}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'robot', 'Robot', select(ctx, 'robot', (catalog.robots ?? []).map((r) => ({ value: r.robot, label: `${r.robot}${r.available ? '' : ' (unavailable)'}` }))))}
        ${field(ctx, 'objective', 'Objective', select(ctx, 'objective', objectives.map((o) => ({ value: o, label: o }))), objective ? `${objective.description} Pass: success ≥ ${objective.success_threshold}.` : nothing)}
        ${field(ctx, 'twin', 'Scene', select(ctx, 'twin', [{ value: '', label: 'Default scene (no twin)' }, ...twinOptions]), 'pick_place needs a twin; lift runs in the default scene only.')}
        ${field(ctx, 'seeds', 'Seeds (a count, or a list such as 7, 11)', input(ctx, 'seeds', { placeholder: '1' }), 'One run per seed, sharing a group you can compare.')}
        ${field(ctx, 'env_steps', 'Budget: env steps (empty: the objective’s default)', input(ctx, 'env_steps', { type: 'number', min: budget.env_steps?.min, max: budget.env_steps?.max, step: '1', placeholder: String(objective?.default_env_steps ?? '') }))}
        ${field(ctx, 'n_envs', 'Parallel environments (empty: default)', input(ctx, 'n_envs', { type: 'number', min: budget.n_envs?.min, max: budget.n_envs?.max, step: '1', placeholder: String(budget.n_envs?.default ?? '') }))}
        <div aria-live="polite">${checkView(ctx.state.check)}</div>
        ${submitButton(ctx, 'Start RL')}
      </form>
    `;
  },
};
