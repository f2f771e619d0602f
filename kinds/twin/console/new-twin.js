// @ts-check
import { html, nothing } from 'lit-html';
import { checkBodySoon, datasetChooser, datasetList, field, formError, formState, input, inspectSoon, inspectionNote, knownDatasets, numberField, runToCopy, submitButton, submitHandler } from '../../../console/public/forms/form-kit.js';

/** @param {string | null} param */
function fieldOf(param) {
  if (!param) return null;
  if (param.startsWith('source') || param === 'repo_id') return 'dataset';
  if (param === 'episode_index') return 'episode';
  return null;
}

/** The build config a re-run keeps (the fields a create takes). @param {any} config */
const configOf = (config) => Object.fromEntries(['robot_model', 'objects', 'table_height_m', 'camera'].filter((k) => config?.[k] !== undefined && config?.[k] !== null).map((k) => [k, config[k]]));

/** @param {Record<string, any>} values @param {Record<string, string>} errors @param {any} copy */
function bodyOf(values, errors, copy) {
  const repo = String(values.dataset ?? '').trim();
  if (!repo) errors.dataset = 'Required.';
  const episode = numberField(errors, values, 'episode', { min: 0, max: 1_000_000, integer: true });
  return { source: { repo_id: repo }, episode_index: episode ?? 0, config: configOf(copy?.config) };
}

/** The free validation's answer: ok or each problem, and what a build costs. @param {any} check */
function validation(check) {
  if (!check) return html`<p class="muted">The check runs once the dataset and episode are filled in.</p>`;
  return html`<div class="validation" data-ok=${check.ok ? 'true' : 'false'}>
    <p><strong class="status status-${check.ok ? 'succeeded' : 'failed'}">${check.ok ? 'ready to build' : 'cannot build'}</strong>
      ${check.frames} frames at ${check.fps} fps · robot ${check.robot_model?.robot ?? '—'}${check.robot_model?.available === false ? ` (${check.robot_model.reason})` : ''}
      · scene camera ${check.camera?.scene ?? '—'} · about ${check.estimate_seconds} s · ${check.tokens} tokens</p>
    ${check.problems.length ? html`<ul class="problems">${check.problems.map((p) => html`<li><code>${p.code}</code> ${p.message}</li>`)}</ul>` : nothing}
  </div>`;
}

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: () => 'New twin',
  async load(_params, ctx) {
    const [copy, datasets] = await Promise.all([runToCopy(ctx, '/v1/twins'), knownDatasets()]);
    return { copy, datasets };
  },
  view({ copy, datasets }, ctx) {
    const values = formState(ctx, { dataset: copy?.source.repo_id ?? '', episode: copy?.episode_index ?? 0 });
    inspectSoon(ctx, 'dataset');
    checkBodySoon(ctx, (errors) => bodyOf(values, errors, copy), '/v1/twins/validate', fieldOf, (result) => result.problems);
    const submit = submitHandler(ctx, { path: '/v1/twins', bodyOf: (errors) => bodyOf(values, errors, copy), fieldOf, open: (created) => `/console/runs/${created.id}` });
    const episodes = ctx.state.inspection?.total_episodes;
    return html`
      <h1>New twin</h1>
      ${copy ? html`<p class="muted">Pre-filled from <a href="/console/runs/${copy.id}">${copy.id}</a>.</p>` : nothing}
      ${formError(ctx)}
      <form class="stack create" id="create-form" novalidate @submit=${submit}>
        ${field(ctx, 'dataset', 'Dataset (owner/name)', html`${datasetChooser(ctx, 'dataset', datasets)}${input(ctx, 'dataset', { list: 'known-datasets', placeholder: 'demo/so101-pick-place', required: true })}`, inspectionNote(ctx.state.inspection))}
        ${datasetList(datasets)}
        ${field(ctx, 'episode', 'Episode', input(ctx, 'episode', { type: 'number', min: 0, max: episodes ? episodes - 1 : undefined, step: '1' }), episodes ? `0 to ${episodes - 1}` : nothing)}
        ${Object.keys(configOf(copy?.config)).length ? html`<p class="muted">Build config kept from the original: <code>${JSON.stringify(configOf(copy?.config))}</code></p>` : nothing}
        <h2 id="validation-heading">Check (free)</h2>
        <div aria-live="polite" aria-labelledby="validation-heading">${validation(ctx.state.check)}</div>
        ${submitButton(ctx, 'Build twin')}
      </form>
    `;
  },
};
