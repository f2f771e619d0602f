// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../../../console/public/api.js';
import { bytes, liveProgress, statusBadge, when } from '../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../console/public/statuses.js';

const PHASES = ['import', 'generate', 'publish'];

/** @param {string} key */
const shortName = (key) => key.replace(/^observation\.images\./, '');

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: (run) => `Augmentation ${run.id}`,
  load: (params) => api(`/v1/augmentations/${encodeURIComponent(params.id)}`),
  refreshMs: (run) => (LIVE_STATUSES.includes(run.status) ? 1500 : null),
  view(run, ctx) {
    const cameras = Object.keys(run.plan?.relight ?? {});
    const framesReady = run.status === 'succeeded' && run.output.type === 'download' && cameras.length > 0;
    const phaseIndex = PHASES.indexOf(run.phase ?? '');
    const cancel = () => {
      if (confirm(`Cancel ${run.id}?`)) void ctx.act(() => api(`/v1/augmentations/${run.id}/cancel`, { method: 'POST' }));
    };
    return html`
      <h1>Augmentation <code>${run.id}</code></h1>
      <dl class="facts">
        <dt>Status</dt><dd>${statusBadge(run.status)} ${run.status_message ?? ''}</dd>
        <dt>Source</dt><dd>${run.source.repo_id}</dd>
        <dt>Instructions</dt><dd>${run.instructions}</dd>
        <dt>Model</dt><dd>${run.model}</dd>
        <dt>Tokens charged</dt><dd>${run.tokens.charged}</dd>
        <dt>Created</dt><dd>${when(run.created_at)}</dd>
        ${run.error ? html`<dt>Error</dt><dd class="error">${run.error.code}: ${run.error.message ?? ''}</dd>` : nothing}
      </dl>
      ${LIVE_STATUSES.includes(run.status) ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel run</button></p>` : nothing}

      <h2>Phases</h2>
      <ol class="phases">
        ${PHASES.map((phase, i) => {
          const state = run.status === 'succeeded' || i < phaseIndex ? 'done' : i === phaseIndex && LIVE_STATUSES.includes(run.status) ? 'running' : i === phaseIndex ? run.status : 'pending';
          return html`<li data-state=${state}><strong>${phase}</strong> <span class="muted">${state}</span> ${state === 'running' ? liveProgress(run, `${phase} progress`) : nothing}</li>`;
        })}
      </ol>

      <h2>Plan</h2>
      ${run.plan
        ? html`<p>Engine <strong>${run.plan.engine}</strong>${run.plan.reason ? html` — ${run.plan.reason}` : nothing}</p>
            ${cameras.length
              ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Camera</th><th scope="col">Relight parameters</th></tr></thead><tbody>
                  ${cameras.map((key) => html`<tr><td>${shortName(key)}</td><td><code>${JSON.stringify(run.plan.relight[key])}</code></td></tr>`)}
                </tbody></table></div>`
              : nothing}
            ${run.plan.video_instruction ? html`<p>Video instruction: ${run.plan.video_instruction}</p>` : nothing}`
        : html`<p class="muted">Planned once the source is imported.</p>`}

      <h2>Before and after</h2>
      ${framesReady
        ? cameras.map(
            (key) => html`<figure class="compare" data-camera=${shortName(key)}>
              <figcaption>${shortName(key)}: first frame of the first episode</figcaption>
              <div class="pair">
                <figure><img src="/v1/augmentations/${run.id}/frames?camera=${encodeURIComponent(key)}&side=source" alt="${shortName(key)} before relighting" width="480" loading="lazy"><figcaption>Before</figcaption></figure>
                <figure><img src="/v1/augmentations/${run.id}/frames?camera=${encodeURIComponent(key)}&side=output" alt="${shortName(key)} after relighting" width="480" loading="lazy"><figcaption>After</figcaption></figure>
              </div>
            </figure>`,
          )
        : html`<p class="muted">Shown once a relight has succeeded and published its files.</p>`}

      <h2>Files</h2>
      ${run.output.type === 'download' && run.output.files?.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">File</th><th scope="col">Size</th></tr></thead><tbody>
            ${run.output.files.map((file) => html`<tr><td><a href=${file.url} download>${file.path}</a></td><td>${bytes(file.bytes)}</td></tr>`)}
          </tbody></table></div>`
        : run.output.type === 'hub' && run.output.url
          ? html`<p>Published to <a href=${run.output.url}>${run.output.repo_id}</a>.</p>`
          : html`<p class="muted">No files yet.</p>`}
    `;
  },
};
