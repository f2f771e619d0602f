// @ts-check
import { html, nothing } from 'lit-html';
import { checkBodySoon, datasetChooser, datasetList, field, formError, formState, input, inspectSoon, inspectionNote, knownDatasets, runToCopy, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param.startsWith('source') || param === 'repo_id') return 'dataset';
  if (param === 'instructions') return 'instructions';
  if (param.startsWith('config.variation_prompts')) return 'prompts';
  return null;
}

/** @param {any} run */
function valuesFrom(run) {
  return { dataset: run?.source?.repo_id ?? '', instructions: run?.instructions ?? '', prompts: (run?.config?.variation_prompts ?? []).join('; ') };
}

/** One episode per prompt ("; " between them), generated in the recording's twin. @param {Record<string, any>} values @param {Record<string, string>} errors */
function bodyOf(values, errors) {
  const dataset = String(values.dataset ?? '').trim();
  if (!dataset) errors.dataset = 'Required.';
  const prompts = String(values.prompts ?? '').split(/[;\n]/).map((p) => p.trim()).filter(Boolean);
  if (prompts.length === 0) errors.prompts = 'At least one prompt, e.g. "the cube 4 cm further left".';
  if (prompts.length > 50) errors.prompts = 'At most 50 prompts (one episode each).';
  const instructions = String(values.instructions ?? '').trim() || 'new episodes with the scene varied';
  if (instructions.length < 3 || instructions.length > 2000) errors.instructions = '3 to 2000 characters.';
  return { source: { repo_id: dataset }, instructions, model: 'video', config: { variation_prompts: prompts } };
}

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: () => 'New video augmentation',
  async load(_params, ctx) {
    const [copy, datasets] = await Promise.all([runToCopy(ctx, '/v1/augmentations'), knownDatasets()]);
    return { copy, datasets };
  },
  view({ copy, datasets }, ctx) {
    const values = formState(ctx, valuesFrom(copy));
    inspectSoon(ctx, 'dataset');
    checkBodySoon(ctx, (errors) => bodyOf(values, errors), '/v1/augmentations/estimate', fieldOf);
    const submit = submitHandler(ctx, { path: '/v1/augmentations', bodyOf: (errors) => bodyOf(values, errors), fieldOf, open: (created) => `/console/runs/${created.id}` });
    const estimate = ctx.state.check;
    return html`
      <h1>New video augmentation</h1>
      <p class="muted">Each prompt is one new episode, generated in the twin of a recorded episode and kept only if the twin judges the task done.</p>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'dataset', 'Dataset (owner/name)', html`${datasetChooser(ctx, 'dataset', datasets)}${input(ctx, 'dataset', { list: 'known-datasets', placeholder: 'demo/so101-pick-place', required: true })}`, inspectionNote(ctx.state.inspection))}
        ${datasetList(datasets)}
        ${field(ctx, 'prompts', 'Variation prompts (separated by ;)', input(ctx, 'prompts', { placeholder: 'the cube 4 cm further left; a blue cube; dim warm light' }), 'object position, rotation, size and colour; table and background colour; light; distractors')}
        ${field(ctx, 'instructions', 'Instructions (optional; applies to every episode where it names a change)', input(ctx, 'instructions'))}
        <p class="estimate" aria-live="polite">${estimate ? html`Estimate: <strong>${estimate.tokens}</strong> tokens${estimate.balance !== undefined ? html` (balance ${estimate.balance})` : nothing}` : html`<span class="muted">The estimate appears once the dataset and prompts are valid.</span>`}</p>
        ${submitButton(ctx, 'Start video augmentation')}
      </form>
    `;
  },
};
