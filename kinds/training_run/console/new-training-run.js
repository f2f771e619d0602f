// @ts-check
import { html, nothing } from 'lit-html';
import { api, listAll } from '../../../console/public/api.js';
import { checkSoon, datasetChooser, datasetList, field, formError, formState, input, inspectSoon, inspectionNote, knownDatasets, numberField, runToCopy, select, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

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

/** A tier as an option: greyed out (disabled) when this deployment cannot run it. @param {any} t */
const tierOption = (t) => ({
  value: t.id,
  label: `${t.name}${t.tokens_per_hour ? ` · ${t.tokens_per_hour} tokens/h` : ' · free'}${t.available === false ? ' · not on this deployment' : ''}`,
  disabled: t.available === false,
  ...(t.reason ? { title: t.reason } : {}),
});

/** @param {any[]} tiers */
function unavailableNote(tiers) {
  const off = tiers.filter((t) => t.available === false);
  return off.length ? `${off.map((t) => t.id).join(', ')}: not run by this deployment's compute backend.` : nothing;
}

/** What the estimate means, in words that are true on a free tier too. @param {any} estimate @param {any[]} tiers */
function estimateText(estimate, tiers) {
  const tierId = estimate.assumptions?.hardware_tier ?? '';
  const runs = estimate.assumptions?.policies ?? 1;
  if (estimate.tokens === 0) return html`Estimate: <strong>free</strong> on the ${tierId} tier (no GPU-hour is charged)`;
  const rate = tiers.find((t) => t.id === tierId)?.tokens_per_hour;
  return html`Estimate: <strong>${estimate.tokens}</strong> tokens (one GPU-hour on the ${tierId} tier${rate ? ` at ${rate} tokens/h` : ''}${runs > 1 ? ` for each of ${runs} runs` : ''}, charged once when the job starts)`;
}

/** @type {import('../../../console/public/main.js').Page} */
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
      // Estimate takes create's body: the tier defaults and is checked as create does it.
      const json = { policies: [String(values.policy)], ...(values.tier ? { hardware_tier: String(values.tier) } : {}) };
      checkSoon(ctx, JSON.stringify(json), () => api('/v1/training_runs/estimate', { method: 'POST', json }), fieldOf);
    }
    const submit = submitHandler(ctx, { path: '/v1/training_runs', bodyOf: (errors) => bodyOf(values, errors, copy), fieldOf, open: (created) => `/console/runs/${created.data[0].id}` });
    const inspection = ctx.state.inspection;
    const estimate = ctx.state.check;
    return html`
      <h1>New training run</h1>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'dataset', 'Dataset (owner/name, optional @revision)', html`${datasetChooser(ctx, 'dataset', datasets)}${input(ctx, 'dataset', { list: 'known-datasets', placeholder: 'demo/so101-pick-place', required: true })}`,
          inspection ? html`${inspectionNote(inspection)}${inspection.trainable ? '' : html` — <span class="error">not trainable: ${inspection.problems.join('; ')}</span>`}` : nothing)}
        ${datasetList(datasets)}
        ${field(ctx, 'policy', 'Policy', select(ctx, 'policy', policies.map((p) => ({ value: p.id, label: `${p.name}${p.available ? '' : ' (unavailable here)'}` }))), policy ? `${policy.description} Default ${policy.default_steps.toLocaleString()} steps; needs ${policy.min_hardware_tier} or larger.` : nothing)}
        ${field(ctx, 'steps', 'Steps (empty: the policy’s default)', input(ctx, 'steps', { type: 'number', min: 1, max: 10_000_000, step: '1', placeholder: policy ? String(policy.default_steps) : '' }))}
        ${field(ctx, 'tier', 'Hardware tier', select(ctx, 'tier', [{ value: '', label: `Default (${policy?.min_hardware_tier ?? 'the policy’s smallest'})` }, ...tiers.map(tierOption)]), unavailableNote(tiers))}
        <p class="estimate" aria-live="polite">${estimate ? estimateText(estimate, tiers) : nothing}</p>
        ${submitButton(ctx, 'Start training')}
      </form>
    `;
  },
};
