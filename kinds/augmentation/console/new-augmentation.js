// @ts-check
import { html, nothing } from 'lit-html';
import { checkBodySoon, datasetChooser, datasetList, field, formError, formState, input, inspectSoon, inspectionNote, knownDatasets, numberField, runToCopy, select, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

/** The relight parameters, their bounds (the API's, kinds/augmentation/api/schemas.ts) and what "unchanged" is. */
const PARAMS = [
  { name: 'exposure', label: 'Exposure (stops)', min: -5, max: 3, step: '0.1', neutral: 0 },
  { name: 'temperature', label: 'Temperature (K)', min: 1500, max: 12000, step: '50', neutral: 6500 },
  { name: 'tint', label: 'Tint (green − / magenta +)', min: -1, max: 1, step: '0.05', neutral: 0 },
  { name: 'contrast', label: 'Contrast', min: 0.5, max: 2, step: '0.05', neutral: 1 },
  { name: 'saturation', label: 'Saturation', min: 0, max: 2, step: '0.05', neutral: 1 },
];

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param.startsWith('source') || param === 'repo_id') return 'dataset';
  if (param === 'instructions') return 'instructions';
  const relight = /^config\.relight\.(.+)\.(exposure|temperature|tint|contrast|saturation)$/.exec(param);
  if (relight) return relight[2] ?? null;
  if (param.startsWith('config.relight')) return 'camera';
  return null;
}

/** The form's values from a relight to run again: its dataset, instructions and first camera's parameters. @param {any} run */
function valuesFrom(run) {
  const relight = run?.config?.relight ?? run?.plan?.relight ?? {};
  const camera = Object.keys(relight)[0] ?? '*';
  const params = relight[camera] ?? {};
  return {
    dataset: run?.source?.repo_id ?? '',
    instructions: run?.instructions ?? '',
    camera,
    ...Object.fromEntries(PARAMS.map((p) => [p.name, params[p.name] ?? p.neutral])),
  };
}

/** @param {Record<string, any>} values @param {Record<string, string>} errors @param {Record<string, any>} others */
function bodyOf(values, errors, others) {
  const dataset = String(values.dataset ?? '').trim();
  if (!dataset) errors.dataset = 'Required.';
  const params = {};
  for (const p of PARAMS) {
    const value = numberField(errors, values, p.name, p);
    if (value !== undefined && value !== p.neutral) params[p.name] = value;
  }
  if (Object.keys(params).length === 0 && !errors.exposure) errors.exposure = 'Change at least one parameter from its neutral value.';
  const camera = String(values.camera || '*');
  const instructions = String(values.instructions ?? '').trim() || `relight ${camera === '*' ? 'every camera' : camera}: ${Object.entries(params).map(([k, v]) => `${k} ${v}`).join(', ')}`;
  if (instructions.length < 3 || instructions.length > 2000) errors.instructions = '3 to 2000 characters.';
  return { source: { repo_id: dataset }, instructions, model: 'relight', config: { relight: { ...others, [camera]: params } } };
}

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: () => 'New relight',
  async load(_params, ctx) {
    const [copy, datasets] = await Promise.all([runToCopy(ctx, '/v1/augmentations'), knownDatasets()]);
    return { copy, datasets };
  },
  view({ copy, datasets }, ctx) {
    const values = formState(ctx, valuesFrom(copy));
    // A re-run keeps the original's other cameras as they were.
    const others = Object.fromEntries(Object.entries(copy?.config?.relight ?? {}).filter(([camera]) => camera !== values.camera));
    inspectSoon(ctx, 'dataset');
    const cameras = ctx.state.inspection?.cameras ?? [];
    checkBodySoon(ctx, (errors) => bodyOf(values, errors, others), '/v1/augmentations/estimate', fieldOf);
    const submit = submitHandler(ctx, { path: '/v1/augmentations', bodyOf: (errors) => bodyOf(values, errors, others), fieldOf, open: (created) => `/console/runs/${created.id}` });
    const estimate = ctx.state.check;
    return html`
      <h1>New relight</h1>
      <p class="muted">Relight changes light and colour only; to vary the scene and the motion, <a href="/console/new/video">generate new episodes in the twin</a>.</p>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'dataset', 'Dataset (owner/name)', html`${datasetChooser(ctx, 'dataset', datasets)}${input(ctx, 'dataset', { list: 'known-datasets', placeholder: 'demo/so101-pick-place', required: true })}`, inspectionNote(ctx.state.inspection))}
        ${datasetList(datasets)}
        ${field(ctx, 'camera', 'Camera', select(ctx, 'camera', [{ value: '*', label: 'Every camera' }, ...cameras.map((c) => ({ value: c.name, label: c.name })), ...(values.camera !== '*' && !cameras.some((c) => c.name === values.camera) ? [{ value: values.camera, label: values.camera }] : [])]))}
        <fieldset class="params"><legend>Light</legend>
          ${PARAMS.map((p) => field(ctx, p.name, p.label, input(ctx, p.name, { type: 'number', min: p.min, max: p.max, step: p.step }), `${p.min} to ${p.max}; ${p.neutral} leaves it unchanged`))}
        </fieldset>
        ${Object.keys(others).length ? html`<p class="muted">Also relit as in the original: ${Object.keys(others).join(', ')}.</p>` : nothing}
        ${field(ctx, 'instructions', 'Instructions (a note; empty: made from the parameters)', input(ctx, 'instructions'))}
        <p class="estimate" aria-live="polite">${estimate ? html`Estimate: <strong>${estimate.tokens}</strong> tokens${estimate.balance !== undefined ? html` (balance ${estimate.balance})` : nothing}` : html`<span class="muted">The estimate appears once the dataset and parameters are valid.</span>`}</p>
        ${submitButton(ctx, 'Start relight')}
      </form>
    `;
  },
};
