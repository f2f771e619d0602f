// @ts-check
import { html, nothing } from 'lit-html';
import { api, listAll } from '../api.js';
import { checkSoon, datasetList, field, formError, formState, input, inspectionNote, inspectSoon, knownDatasets, numberField, runToCopy, select, submitButton, submitCreate } from '../forms/form-kit.js';

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param.startsWith('dataset') || param === 'repo_id') return 'dataset';
  if (param.startsWith('policies')) return 'policy';
  if (param === 'hardware_tier') return 'tier';
  if (param === 'config.steps') return 'steps';
  return null;
}

/** @param {Record<string, any>} values @param {Record<string, string>} errors @param {any} copy */
function bodyOf(values, errors, copy) {
  const uri = String(values.dataset ?? '').trim();
  if (!uri) errors.dataset = 'Required.';
  if (!values.policy) errors.policy = 'Choose a policy.';
  const steps = numberField(errors, values, 'steps', { min: 1, max: 10_000_000, integer: true, optional: true });
  // A re-run keeps the original's batch size, save frequency and evaluation unless its steps change.
  const kept = copy && steps === copy.config.steps ? { batch_size: copy.config.batch_size, save_freq: copy.config.save_freq, eval_enabled: copy.config.eval_enabled } : {};
  return {
    dataset: { uri },
    policies: [String(values.policy)],
    ...(values.tier ? { hardware_tier: String(values.tier) } : {}),
    config: { ...kept, ...(steps === undefined ? {} : { steps }) },
  };
}

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'New training run',
  async load(_params, ctx) {
    const [copy, datasets, policies, tiers] = await Promise.all([runToCopy(ctx, '/v1/training_runs'), knownDatasets(), listAll('/v1/training_policies'), listAll('/v1/hardware_tiers')]);
    return { copy, datasets, policies, tiers };
  },
  view({ copy, datasets, policies, tiers }, ctx) {
    const firstAvailable = policies.find((p) => p.available);
    const values = formState(ctx, {
      dataset: copy?.dataset.uri ?? '',
      policy: copy?.policy ?? firstAvailable?.id ?? '',
      steps: copy?.config.steps ?? '',
      tier: copy?.hardware_tier ?? '',
    });
    inspectSoon(ctx, 'dataset');
    const policy = policies.find((p) => p.id === values.policy);
    const probeErrors = {};
    bodyOf(values, probeErrors, copy);
    if (!probeErrors.policy && !probeErrors.tier) {
      const tier = values.tier || policy?.min_hardware_tier || 'cpu';
      checkSoon(ctx, tier, () => api('/v1/training_runs/estimate', { method: 'POST', json: { hardware_tier: tier, policies: 1, hours: 1 } }), fieldOf);
    }
    const submit = (/** @type {Event} */ event) => {
      event.preventDefault();
      const errors = {};
      const body = bodyOf(values, errors, copy);
      ctx.state.errors = errors;
      if (Object.keys(errors).length) return ctx.redraw();
      void submitCreate(ctx, { path: '/v1/training_runs', body, fieldOf, open: (created) => `/console/runs/${created.data[0].id}` });
    };
    const inspection = ctx.state.inspection;
    const estimate = ctx.state.check;
    return html`
      <h1>New training run</h1>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'dataset', 'Dataset (owner/name, optional @revision)', input(ctx, 'dataset', { list: 'known-datasets', placeholder: 'demo/so101-pick-place', required: true }),
          inspection ? html`${inspectionNote(inspection)}${inspection.trainable ? '' : html` — <span class="error">not trainable: ${inspection.problems.join('; ')}</span>`}` : nothing)}
        ${datasetList(datasets)}
        ${field(ctx, 'policy', 'Policy', select(ctx, 'policy', policies.map((p) => ({ value: p.id, label: `${p.name}${p.available ? '' : ' (unavailable here)'}` }))), policy ? `${policy.description} Default ${policy.default_steps.toLocaleString()} steps; needs ${policy.min_hardware_tier} or larger.` : nothing)}
        ${field(ctx, 'steps', 'Steps (empty: the policy’s default)', input(ctx, 'steps', { type: 'number', min: 1, max: 10_000_000, step: '1', placeholder: policy ? String(policy.default_steps) : '' }))}
        ${field(ctx, 'tier', 'Hardware tier', select(ctx, 'tier', [{ value: '', label: `Default (${policy?.min_hardware_tier ?? 'the policy’s smallest'})` }, ...tiers.map((t) => ({ value: t.id, label: `${t.name}${t.tokens_per_hour ? ` · ${t.tokens_per_hour} tokens/h` : ' · free'}` }))]))}
        <p class="estimate" aria-live="polite">${estimate ? html`Estimate: <strong>${estimate.tokens}</strong> tokens (one GPU-hour on ${estimate.assumptions?.hardware_tier ?? 'the tier'}, charged once when the job starts)` : nothing}</p>
        ${submitButton(ctx, 'Start training')}
      </form>
    `;
  },
};
